import fc from 'fast-check';

// Property tests are deterministic by default, like everything else here: a fixed seed
// (set FC_SEED to explore others; a failure prints the seed and path to replay it).
fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261130) });
