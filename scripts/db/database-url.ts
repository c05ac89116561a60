export function requireDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(
      "DATABASE_URL is not set. Start the embedded database with `npm start` or point DATABASE_URL at PostgreSQL.",
    );
    process.exit(1);
  }
  return url;
}
