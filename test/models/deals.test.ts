import { describe, expect, it } from 'vitest';
import { DAILY_NODES, DEFAULT_RULES, dailySeed, rulesForLevel } from '../../engine';
import { nextWinnableDeal, verifyDeal } from '../../engine/solver';
import { DealPool, dailyDeal, EASY_NODES, POOL_SIZE } from '../../models/deals';
import { MemoryKV } from '../../models/storage/kv';
import { realSolver } from '../support/solver';

const client = realSolver();

async function until(f: () => boolean) {
  for (let i = 0; i < 2000 && !f(); i++) await new Promise((r) => setTimeout(r, 5));
}

describe('the Easy deal pool', () => {
  it('fills itself with deals the engine proved winnable, and they survive a restart', async () => {
    const kv = new MemoryKV();
    const pool = new DealPool(kv, client(), rulesForLevel('easy', DEFAULT_RULES), () => 5000);
    await pool.start();
    await until(() => pool.ready.value === POOL_SIZE);
    expect(pool.ready.value).toBe(POOL_SIZE);
    const again = new DealPool(kv, client(), rulesForLevel('easy', DEFAULT_RULES), () => 0);
    await again.start();
    const first = again.take();
    // The first deal from its start (5000) that the engine proves winnable: the pool's first, kept.
    expect(first).toBe(nextWinnableDeal(5000, rulesForLevel('easy', DEFAULT_RULES), EASY_NODES, 20));
    expect(verifyDeal(first as number, rulesForLevel('easy', DEFAULT_RULES), { maxNodes: EASY_NODES })).toBe('yes');
  });
});

describe('the daily deal', () => {
  it('is a winnable deal found by node budget: the same for the same date, everywhere', async () => {
    const a = await dailyDeal('2026-11-30', new MemoryKV(), client());
    const b = await dailyDeal('2026-11-30', new MemoryKV(), client());
    const c = await dailyDeal('2026-12-01', new MemoryKV(), client());
    expect(a).toBe(nextWinnableDeal(dailySeed('2026-11-30'), rulesForLevel('daily', DEFAULT_RULES), DAILY_NODES, 50));
    expect(a).toBe(b);
    expect(c).not.toBe(a);
    expect(verifyDeal(a as number, rulesForLevel('daily', DEFAULT_RULES), { maxNodes: DAILY_NODES })).toBe('yes');
  });
});
