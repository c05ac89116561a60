import { PrismaPg } from "@prisma/adapter-pg";

type Adapter = Awaited<ReturnType<PrismaPg["connect"]>>;
type Transaction = Awaited<ReturnType<Adapter["startTransaction"]>>;

// Prisma's client engine ends a transaction by sending COMMIT or ROLLBACK, and only when that statement succeeds does
// it ask the adapter to give the connection back to the pool. When the database restarts under an open transaction,
// that statement fails and the connection stays checked out for good: with the embedded database's single pooled
// connection, every later request would wait for it and answer 503 until the process restarts.
const CLOSING_STATEMENT = /^\s*(COMMIT|ROLLBACK)\b/i;

/** Gives the connection back to the pool when the statement closing a transaction fails (a broken one is dropped). */
function releasedWhenClosingFails(transaction: Transaction): Transaction {
  let released = false;
  const release = async (end: () => Promise<void>) => {
    if (released) return;
    released = true;
    await end();
  };
  return {
    provider: transaction.provider,
    adapterName: transaction.adapterName,
    options: transaction.options,
    queryRaw: (query) => transaction.queryRaw(query),
    executeRaw: async (query) => {
      try {
        return await transaction.executeRaw(query);
      } catch (error) {
        if (CLOSING_STATEMENT.test(query.sql)) await release(() => transaction.rollback()).catch(() => {});
        throw error;
      }
    },
    commit: () => release(() => transaction.commit()),
    rollback: () => release(() => transaction.rollback()),
  };
}

/** The pg driver adapter, with transactions that never keep a connection after the database went away under them. */
export class ResilientPrismaPg extends PrismaPg {
  override async connect(): Promise<Adapter> {
    const adapter = await super.connect();
    const startTransaction = adapter.startTransaction.bind(adapter);
    adapter.startTransaction = async (isolationLevel) =>
      releasedWhenClosingFails(await startTransaction(isolationLevel));
    return adapter;
  }
}
