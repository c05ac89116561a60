// Placeholder until the curated demo set lands.
export async function seedDemoIfEmpty(_databaseUrl: string): Promise<void> {}
