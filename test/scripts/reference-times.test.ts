import { describe, expect, it } from 'vitest';
import { parseReferenceTimes, runReference } from '../../scripts/reference-times';

describe('another solver’s times beside bench:solver’s', () => {
  it('reads ID, verdict and time from each line, "solvable" meaning solved, and refuses a line it cannot read', () => {
    const read = parseReferenceTimes('#1\tsolvable\t0.5\n#2\tunsolvable\t12\textra column\n\n');
    expect(read.ok && [...read.value]).toEqual([
      ['#1', { verdict: 'solved', ms: 0.5 }],
      ['#2', { verdict: 'unsolvable', ms: 12 }],
    ]);
    const bad = parseReferenceTimes('#1\tsolvable\t0.5\n#2\tmaybe\t3\n');
    expect(!bad.ok && bad.message).toBe('line 2 is not ID<TAB>solved|unsolvable|unknown<TAB>ms: "#2\tmaybe\t3"');
    const twice = parseReferenceTimes('#1\tsolved\t1\n#1\tsolved\t2\n');
    expect(!twice.ok && twice.message).toBe('line 2: #1 is there twice');
  });

  // A stand-in solver in awk: every deal it is given is "solvable" in as many ms as its ID's number.
  const echo = `awk -F' [|] ' '{ n = substr($1, 2); print $1 "\\tsolvable\\t" n }'`;
  const deals = ['#3 | AC 2C | KD', '#40 | 5H | 6S'];

  it('runs a reference command on the deals it is given and reads a line for each', () => {
    const run = runReference(echo, deals);
    expect(run.ok && [...run.value]).toEqual([
      ['#3', { verdict: 'solved', ms: 3 }],
      ['#40', { verdict: 'solved', ms: 40 }],
    ]);
  });

  it('refuses a reference command that leaves a deal out, naming the deal', () => {
    const run = runReference(`head -1 | ${echo}`, deals);
    expect(!run.ok && run.message).toBe(`"head -1 | ${echo}" wrote no line for #40`);
  });

  it('judges a command that exits without reading its input by its exit status, not the broken pipe', () => {
    // Four megabytes of input: the command is gone long before it could all be written.
    const many = Array.from({ length: 40_000 }, (_, i) => `X${i} | ${'AS 2S '.repeat(16)}`);
    const run = runReference('exit 3', many);
    expect(!run.ok && run.message).toBe('"exit 3" exited with 3: ');
  });

  it('refuses a reference command that fails, with its exit status and what it said', () => {
    const run = runReference('echo no such solver >&2; exit 3', deals);
    expect(!run.ok && run.message).toBe('"echo no such solver >&2; exit 3" exited with 3: no such solver');
  });
});
