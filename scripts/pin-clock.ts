/**
 * Pins `Date` to one instant: `new Date()` and `Date.now()` answer it (timers still run: they do not
 * read Date); returns the undo. The page fixtures are recorded at the instant the page stories show,
 * so dates on a story's page match its recorded answers.
 */
export function pinClock(iso: string): () => void {
  const RealDate = Date;
  const fixed = RealDate.parse(iso);
  class PinnedDate extends RealDate {
    constructor(...args: ConstructorParameters<typeof Date> | []) {
      if (args.length === 0) super(fixed);
      else super(...(args as ConstructorParameters<typeof Date>));
    }
    static override now(): number {
      return fixed;
    }
  }
  globalThis.Date = PinnedDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}
