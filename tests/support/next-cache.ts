// Outside a Next.js server there is no cache scope: tagging is a no-op and revalidations are recorded
// so tests can assert that a mutation invalidates what it should.
export const revalidatedTags: string[] = [];
export const revalidatedPaths: string[] = [];

export function cacheTag(..._tags: string[]): void {}
export function cacheLife(_profile: unknown): void {}
export function revalidateTag(tag: string, _profile?: unknown): void {
  revalidatedTags.push(tag);
}
export function updateTag(tag: string): void {
  revalidatedTags.push(tag);
}
export function revalidatePath(path: string): void {
  revalidatedPaths.push(path);
}
export function unstable_noStore(): void {}
export function connection(): Promise<void> {
  return Promise.resolve();
}
