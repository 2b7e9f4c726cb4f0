/**
 * Writes a deterministic CSV of demo orders for the benchmarks and prints what it took.
 *
 *   npm run bench:data -- --orders 1000000 [--out bench/data/orders-1m.csv] [--seed 42]
 *
 * Further options: --customers N (default orders / 4), --products N (a catalogue of at least N
 * products: the profile's in variants; default its own ~70), --profile coffee|herbs, --start/--end
 * YYYY-MM-DD, --delimiter ';'|',', --decimal ','|'.', --encoding utf-8|windows-1250,
 * --date-format iso|czech, --bom.
 */
import { createWriteStream, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
// The demo module directly, not the package index: measuring the generator's memory should not
// include loading the database drivers.
import {
  type GeneratedOrdersSummary,
  type GenerateOrdersOptions,
  generateOrders,
  type OrdersCsvOptions,
  type ShopProfileId,
  writeOrdersCsv,
} from '../packages/db/src/demo/index.ts';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '1000000' },
    customers: { type: 'string' },
    products: { type: 'string' },
    seed: { type: 'string', default: '42' },
    profile: { type: 'string', default: 'coffee' },
    start: { type: 'string', default: '2023-01-01' },
    end: { type: 'string', default: '2024-12-31' },
    out: { type: 'string' },
    delimiter: { type: 'string', default: ';' },
    decimal: { type: 'string', default: ',' },
    encoding: { type: 'string', default: 'utf-8' },
    'date-format': { type: 'string', default: 'iso' },
    bom: { type: 'boolean', default: false },
  },
  strict: true,
});

function readInteger(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value.replaceAll('_', ''));
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`--${name} must be a non-negative integer, got '${value}'`);
  return parsed;
}

function readChoice<T extends string>(name: string, value: string, choices: readonly T[]): T {
  if (!(choices as readonly string[]).includes(value)) {
    throw new Error(`--${name} must be one of ${choices.join(', ')}, got '${value}'`);
  }
  return value as T;
}

/** 1000000 → '1m', 20000 → '20k'. */
function labelCount(count: number): string {
  if (count >= 1_000_000 && count % 100_000 === 0) return `${count / 1_000_000}m`;
  if (count >= 1000 && count % 100 === 0) return `${count / 1000}k`;
  return String(count);
}

const orders = readInteger('orders', values.orders)!;
const generator: GenerateOrdersOptions = {
  seed: readInteger('seed', values.seed)!,
  orders,
  customers: readInteger('customers', values.customers),
  products: readInteger('products', values.products),
  start: values.start,
  end: values.end,
  shopProfile: readChoice<ShopProfileId>('profile', values.profile, ['coffee', 'herbs']),
};
const csv: OrdersCsvOptions = {
  delimiter: readChoice('delimiter', values.delimiter, [';', ','] as const),
  decimal: readChoice('decimal', values.decimal, [',', '.'] as const),
  encoding: readChoice('encoding', values.encoding, ['utf-8', 'windows-1250'] as const),
  dateFormat: readChoice('date-format', values['date-format'], ['iso', 'czech'] as const),
  bom: values.bom,
};
const out = path.resolve(values.out ?? path.join('bench', 'data', `orders-${labelCount(orders)}.csv`));
mkdirSync(path.dirname(out), { recursive: true });

let summary: GeneratedOrdersSummary | undefined;
function* captureSummary() {
  summary = yield* generateOrders(generator);
}

const started = performance.now();
const startedCpu = process.cpuUsage();
const counts = await writeOrdersCsv(
  captureSummary(),
  // A deep buffer lets the next chunks be generated while the previous ones are being written.
  createWriteStream(out, { highWaterMark: 8 * 1024 * 1024 }),
  csv,
);
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(startedCpu);
// The operating system's high-water mark of the process's resident memory, in kilobytes.
const peakRssBytes = process.resourceUsage().maxRSS * 1024;

const integer = new Intl.NumberFormat('en-US');
const decimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const megabytes = (bytes: number) => `${decimal.format(bytes / 1_000_000)} MB`;
const rows: [string, string][] = [
  ['orders', integer.format(counts.orders)],
  ['items (CSV rows)', integer.format(counts.rows)],
  ['customers', integer.format(summary?.customers ?? 0)],
  ['bytes', `${integer.format(counts.bytes)} (${megabytes(counts.bytes)})`],
  ['seconds', decimal.format(seconds)],
  // Wall time suffers when other work shares the cores; CPU time shows what the generator itself costs.
  ['CPU seconds (user + system)', decimal.format((cpu.user + cpu.system) / 1_000_000)],
  ['MB/s', decimal.format(counts.bytes / 1_000_000 / seconds)],
  ['orders/s', integer.format(Math.round(counts.orders / seconds))],
  ['peak RSS', megabytes(peakRssBytes)],
];
const cpus = os.cpus();
const machine = `${cpus[0]?.model.trim() ?? 'unknown CPU'} × ${cpus.length}, ${megabytes(os.totalmem())} RAM, Node ${process.version}, ${os.platform()} ${os.release()}`;

const width = Math.max(...rows.map(([name]) => name.length));
const valueWidth = Math.max(...rows.map(([, value]) => value.length));
console.log(`\nbench:data → ${path.relative(process.cwd(), out)}`);
console.log(
  `profile ${generator.shopProfile}${generator.products ? ` (${generator.products} products)` : ''}, seed ${generator.seed}, ${generator.start} – ${generator.end}, ` +
    `delimiter '${csv.delimiter}', decimal '${csv.decimal}', ${csv.encoding}, dates ${csv.dateFormat}`,
);
console.log(`machine: ${machine}\n`);
console.log(`| ${'metric'.padEnd(width)} | ${'value'.padStart(valueWidth)} |`);
console.log(`|${'-'.repeat(width + 2)}|${'-'.repeat(valueWidth + 1)}:|`);
for (const [name, value] of rows) console.log(`| ${name.padEnd(width)} | ${value.padStart(valueWidth)} |`);
