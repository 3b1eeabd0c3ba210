/** No object is stored under the key. */
export class FileNotFoundError extends Error {
  readonly code = 'FILE_NOT_FOUND';
  constructor(readonly key: string) {
    super(`No stored file at ${key}`);
    this.name = 'FileNotFoundError';
  }
}

/** The asked byte range starts at or past the end of the object (HTTP 416). */
export class RangeNotSatisfiableError extends Error {
  readonly code = 'RANGE_NOT_SATISFIABLE';
  constructor(
    readonly key: string,
    readonly size: number,
  ) {
    super(`The range asked of ${key} starts past its ${size} bytes`);
    this.name = 'RangeNotSatisfiableError';
  }
}

/** The key is not a safe relative path (absolute, `..`, control characters, hidden segments...). */
export class InvalidKeyError extends Error {
  readonly code = 'INVALID_KEY';
  constructor(readonly key: string) {
    super(`Not a storage key: ${JSON.stringify(key.slice(0, 100))}`);
    this.name = 'InvalidKeyError';
  }
}
