// `npm run admin:hash` prints the Argon2id hash of a password for ADMIN_PASSWORD_HASH. The password is read from
// standard input (so it stays out of the shell history), or generated when none is given.
import { randomBytes } from "node:crypto";
import { hash } from "@node-rs/argon2";

const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) return "";
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

const given = await readStdin();
const password = given || randomBytes(18).toString("base64url");
if (!given) console.error(`Generated admin password (shown once): ${password}`);
console.log(await hash(password, OPTIONS));
