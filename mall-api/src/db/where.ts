/** Builds a WHERE clause from optional filters, numbering parameters as it goes. */
export class Where {
  private readonly clauses: string[] = [];
  readonly params: unknown[] = [];

  /** Adds a clause; `$` in it stands for the new parameter. */
  add(clause: string, value: unknown): this {
    this.params.push(value);
    const placeholder = `$${this.params.length}`;
    this.clauses.push(clause.replaceAll('$', () => placeholder));
    return this;
  }

  /** Adds a clause without a parameter. */
  raw(clause: string): this {
    this.clauses.push(clause);
    return this;
  }

  /** The next parameter's placeholder, for LIMIT/OFFSET after the clause. */
  next(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  toString(): string {
    return this.clauses.length ? `where ${this.clauses.join(' and ')}` : '';
  }
}

/** A "contains" pattern for ILIKE in which the user's %, _ and \ match themselves. */
export const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
