// npm test — everything CI checks (.ci/run calls `npm test`), one npm script after another, with
// progress and timings (scripts/steps.ts); the list is scripts/test-steps.ts.
import { runSteps } from './steps';
import { NPM_TEST_STEPS, npmStep } from './test-steps';

process.exit(await runSteps(NPM_TEST_STEPS.map((s) => npmStep(s.name, s.script))));
