import type { Database } from '@ziskomer/db';
import type {
  Kysely,
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/** Where a dying database dies: at its n-th statement, or at the first statement that matches. */
export type DeathPoint = number | ((statement: RootOperationNode) => boolean);

/** The first statement that names `table` (a query builder's or raw SQL's), for a DeathPoint. */
export const statementNaming =
  (table: string) =>
  (statement: RootOperationNode): boolean =>
    JSON.stringify(statement).includes(table);

/**
 * A view of a database that dies at its `at`-th statement (or the first that matches `at`), as a process killed with SIGKILL loses
 * its connections: that statement and every later one fail before they reach the database, so
 * nothing after that point is written, and the open transaction rolls back (as the server rolls
 * back the transaction of a connection that dropped). `onDeath` runs once, when it dies.
 */
export function createDyingDatabase(db: Kysely<Database>, at: DeathPoint, onDeath: () => void) {
  const counter = new StatementCounter(at, onDeath);
  return {
    db: db.withPlugin(counter),
    /** Statements that reached the database. */
    get statements() {
      return counter.statements;
    },
    get died() {
      return counter.died;
    },
  };
}

class StatementCounter implements KyselyPlugin {
  statements = 0;
  died = false;
  constructor(
    private readonly at: DeathPoint,
    private readonly onDeath: () => void,
  ) {}
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    const dies = typeof this.at === 'number' ? this.statements + 1 >= this.at : this.at(node);
    if (!this.died && dies) {
      this.died = true;
      this.onDeath();
    }
    if (this.died) throw new Error('the process died');
    this.statements++;
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}
