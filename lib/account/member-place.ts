/** A member's location as the directory understands it: a city and/or one of the directory's countries. */
export type MemberPlace = { label: string; city: string | null; country: string | null };
