// Preloaded into the action (NODE_OPTIONS=--import=…): its clock runs SKEW_MS ahead of the real one (behind, when negative), as the clock of
// a runner that is not synced does. The servers on loopback keep the real one.
const Real = Date;
const skew = Number(process.env.SKEW_MS ?? 0);
globalThis.Date = class extends Real {
  constructor(...args) {
    if (args.length === 0) super(Real.now() + skew);
    else super(...args);
  }
  static now() {
    return Real.now() + skew;
  }
};
