/** Page scripts the engines' tests share (engines.test.ts, engines-hostile.test.ts). */

/** Forged globals of every engine, non-writable, reporting violations of their own making. */
export const FORGED_ENGINES = `
  const node = document.documentElement;
  const forgedIbm = { Checker: function () { this.check = () => Promise.resolve({ results: Array.from({ length: 1000 }, () => ({ ruleId: 'img_alt_valid', value: ['VIOLATION', 'FAIL'], reasonId: 'fail_no_alt', message: 'forged', node })) }); } };
  const forgedHtmlcs = { process: (s, d, done) => done(), getMessages: () => Array.from({ length: 1000 }, () => ({ type: 1, code: 'WCAG2AA.Principle1.Guideline1_1.1_1_1.H37', msg: 'forged', element: node })) };
  Object.defineProperty(window, 'ace', { value: forgedIbm, writable: false, configurable: false });
  Object.defineProperty(window, 'HTMLCS', { value: forgedHtmlcs, writable: false, configurable: false });
`;
