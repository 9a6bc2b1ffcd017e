/**
 * The sandbox's accounts: realistic transactions of a small Australian business over the period
 * (card settlements, supplier payments, wages, rent, BAS to the ATO, bank fees), the same for
 * the same login every time.
 */
import type { RetrievedAccount, RetrievedTransaction } from '../bank-data-provider';

/** A small deterministic generator (mulberry32), seeded from the login. */
function generator(seedText: string): () => number {
  let seed = 0;
  for (const char of seedText) seed = (Math.imul(seed ^ char.charCodeAt(0), 2654435761) + 1) >>> 0;
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const SUPPLIERS = ['BIDFOOD AUSTRALIA', 'PFD FOOD SERVICES', 'COSTCO WHOLESALE', 'BUNNINGS GROUP', 'OFFICEWORKS', 'ORIGIN ENERGY', 'TELSTRA'];

interface Plan {
  id: string;
  name: string;
  kind: 'business' | 'personal';
  bsb: string;
  accountNumber: string;
  opening: number;
  /** Daily card takings in cents (business trading accounts); 0 for others. */
  takings: number;
}

function transactionsFor(plan: Plan, from: Date, to: Date, random: () => number): RetrievedTransaction[] {
  const out: RetrievedTransaction[] = [];
  let balance = plan.opening;
  const add = (date: Date, description: string, amount: number) => {
    balance += amount;
    out.push({ date: day(date), description, amount, balance });
  };
  for (let date = new Date(from); date <= to; date = new Date(date.getTime() + 86_400_000)) {
    const weekday = date.getUTCDay();
    const dayOfMonth = date.getUTCDate();
    if (plan.takings > 0) {
      if (weekday >= 1 && weekday <= 5) {
        add(date, 'EFTPOS SETTLEMENT MERCHANT 4410', Math.round(plan.takings * (0.6 + random() * 0.8)));
      }
      if (random() < 0.35) {
        const supplier = SUPPLIERS[Math.floor(random() * SUPPLIERS.length)];
        add(date, `DIRECT DEBIT ${supplier}`, -Math.round(20_000 + random() * 250_000));
      }
      if (weekday === 4 && Math.floor(dayOfMonth / 7) % 2 === 0) add(date, 'PAYROLL WAGES FORTNIGHTLY', -Math.round(820_000 + random() * 90_000));
      if (dayOfMonth === 1) add(date, 'BPAY COMMERCIAL RENT', -450_000);
      if (dayOfMonth === 28 && [1, 4, 7, 10].includes(date.getUTCMonth())) add(date, 'BPAY ATO BAS PAYMENT', -Math.round(1_200_000 + random() * 400_000));
      if (dayOfMonth === 15 && random() < 0.2) add(date, 'TRANSFER TO BUSINESS SAVER', -500_000);
      if (dayOfMonth === new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate()) {
        add(date, 'MONTHLY ACCOUNT FEE', -1_000);
        add(date, 'MERCHANT SERVICE FEES', -Math.round(18_000 + random() * 6_000));
      }
    } else if (plan.kind === 'business') {
      if (dayOfMonth === 15) add(date, 'TRANSFER FROM BUSINESS ACCOUNT', 500_000);
      if (dayOfMonth === new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate()) {
        add(date, 'CREDIT INTEREST', Math.round(balance * 0.0035));
      }
    } else {
      if (dayOfMonth === 1 || dayOfMonth === 15) add(date, 'SALARY DRAWINGS', 350_000);
      if (random() < 0.5) add(date, 'CARD PURCHASE WOOLWORTHS', -Math.round(3_000 + random() * 15_000));
    }
  }
  return out;
}

export function sandboxAccounts(login: string, kinds: 'business' | 'personalOnly' | 'none', from: Date, to: Date): RetrievedAccount[] {
  if (kinds === 'none') return [];
  const random = generator(login);
  const plans: Plan[] = [];
  if (kinds === 'business') {
    plans.push(
      { id: 'acc-1', name: 'Business Transaction Account', kind: 'business', bsb: '062-000', accountNumber: '1049 4321', opening: 3_845_012, takings: 310_000 },
      { id: 'acc-2', name: 'Business Online Saver', kind: 'business', bsb: '062-000', accountNumber: '1049 8765', opening: 2_500_000, takings: 0 },
    );
  }
  plans.push({ id: 'acc-3', name: 'Everyday Personal Account', kind: 'personal', bsb: '062-001', accountNumber: '2233 0198', opening: 412_345, takings: 0 });
  return plans.map((plan) => {
    const transactions = transactionsFor(plan, from, to, random);
    return {
      id: plan.id,
      name: plan.name,
      kind: plan.kind,
      holder: plan.kind === 'business' ? 'SANDBOX TRADING PTY LTD' : 'ALEX SANDBOX',
      bsb: plan.bsb,
      accountNumber: plan.accountNumber,
      openingBalance: plan.opening,
      closingBalance: transactions.at(-1)?.balance ?? plan.opening,
      transactions,
    };
  });
}
