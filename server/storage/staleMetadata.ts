/** Thrown inside a save transaction to roll it back when the stored version is not older. */
export class StaleMetadata extends Error {
  constructor() {
    super('the stored metadata was issued at the same time or later');
    this.name = 'StaleMetadata';
  }
}
