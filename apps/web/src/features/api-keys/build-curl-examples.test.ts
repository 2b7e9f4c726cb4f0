import { describe, expect, it } from 'vitest';
import { buildCurlExamples } from './build-curl-examples.ts';

describe('buildCurlExamples', () => {
  const examples = buildCurlExamples('https://app.ziskomer.cz/', 'zk_live_…');

  it("uses the app's origin for every endpoint", () => {
    expect(examples.orders).toContain('"https://app.ziskomer.cz/api/v1/orders"');
    expect(examples.imports).toContain('"https://app.ziskomer.cz/api/v1/imports?invalidRowPolicy=skip"');
    expect(examples.status).toContain('"https://app.ziskomer.cz/api/v1/imports/<importId>"');
  });

  it('reads the key from a shell variable and never embeds it in the requests', () => {
    expect(examples.setKey).toBe('export ZISKOMER_API_KEY="zk_live_…"');
    for (const command of [examples.orders, examples.imports, examples.status]) {
      expect(command).toContain('-H "Authorization: Bearer $ZISKOMER_API_KEY"');
      expect(command).not.toContain('zk_live_');
    }
  });

  it('sends a valid JSON batch with an idempotency key, and the CSV file as the raw body', () => {
    const body = /-d '(.*)'$/m.exec(examples.orders)?.[1];
    expect(JSON.parse(body!)).toMatchObject({ orders: [{ orderId: '2024-000123', revenue: 778 }] });
    expect(examples.orders).toContain('Idempotency-Key');
    expect(examples.imports).toContain('-H "Content-Type: text/csv"');
    expect(examples.imports).toContain('--data-binary @objednavky.csv');
  });

  it('continues every line of a command but the last with a backslash', () => {
    for (const command of [examples.orders, examples.imports, examples.status]) {
      const lines = command.split('\n');
      for (const line of lines.slice(0, -1)) expect(line.endsWith(' \\')).toBe(true);
      expect(lines.at(-1)!.endsWith('\\')).toBe(false);
    }
  });
});
