import pg from 'pg';

/**
 * An empty database beside the one at `serverUrl`, named after it with `suffix` (`test` → `test_1`): made when
 * missing, emptied otherwise. The API suite's test processes and the journeys' app each take one, so that they
 * can share a PostgreSQL server and never meet each other's rows.
 */
export async function freshServerDatabase(serverUrl: string, suffix: string): Promise<string> {
  const url = new URL(serverUrl);
  url.pathname = `${url.pathname}_${suffix}`;
  const server = new pg.Client({ connectionString: serverUrl });
  await server.connect();
  try {
    const name = url.pathname.slice(1);
    const { rowCount } = await server.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await server.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await server.end();
  }
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(
      'drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;',
    );
  } finally {
    await client.end();
  }
  return url.toString();
}
