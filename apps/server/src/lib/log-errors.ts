/**
 * How errors appear in the log. A failed SQL statement's error carries the statement's
 * parameters (drizzle puts them in its message; PostgreSQL's detail quotes the offending
 * values), which can be e-mail addresses, password hashes or credential ciphertexts: for
 * database errors only the SQLSTATE and the names of the table, column and constraint are
 * kept, never a message, detail or stack. Other errors keep their message and stack.
 */
export function serializeErrorForLog(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const database = findDatabaseError(error);
  if (database) {
    return {
      type: error.name,
      message: `database error ${database.code}`,
      stack: '',
      sqlState: database.code,
      ...(database.table ? { table: database.table } : {}),
      ...(database.column ? { column: database.column } : {}),
      ...(database.constraint ? { constraint: database.constraint } : {}),
    };
  }
  return {
    type: error.name,
    message: error.message,
    stack: error.stack ?? '',
    ...(isCoded(error) ? { code: error.code } : {}),
  };
}

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

interface DatabaseErrorFields {
  code: string;
  table?: string;
  column?: string;
  constraint?: string;
}

/** PostgreSQL's error (pg's and PGlite's DatabaseError), possibly wrapped by drizzle as the cause. */
function findDatabaseError(error: Error): DatabaseErrorFields | undefined {
  for (
    let current: unknown = error, depth = 0;
    current instanceof Error && depth < 5;
    current = current.cause, depth++
  ) {
    const fields = current as Error & Partial<DatabaseErrorFields> & { severity?: unknown };
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code) && fields.severity !== undefined)
      return fields as DatabaseErrorFields;
  }
  return error.name === 'DrizzleQueryError' ? { code: 'unknown' } : undefined;
}

function isCoded(error: Error): error is Error & { code: string } {
  return typeof (error as { code?: unknown }).code === 'string';
}
