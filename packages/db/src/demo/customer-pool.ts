import type { Random } from './create-random.ts';
import { createWeightedIndex } from './create-weighted-index.ts';
import { CZECH_NAMES, type NameTables, SLOVAK_NAMES } from './czech-names.ts';
import { CZECH_PLACES, type Place, SLOVAK_PLACES } from './czech-places.ts';
import { drawAcquisitionSource, drawPaymentMethod, drawShippingMethod } from './order-channels.ts';
import type { ShopProfile } from './shop-profile.ts';

/**
 * The shop's customers, held column-wise in typed arrays (about 30 bytes each, so 250,000
 * customers take a few megabytes); their strings are built only when an order is written.
 */
export interface CustomerPool {
  size: number;
  /** 0 Czechia, 1 Slovakia. */
  country: Uint8Array;
  /** 0 man, 1 woman. */
  gender: Uint8Array;
  firstName: Uint8Array;
  surname: Uint8Array;
  emailPattern: Uint8Array;
  emailDomain: Uint8Array;
  /** 0: the address is free; n: the n-th customer with the same address gets a number appended. */
  emailClash: Uint16Array;
  /** Nine-digit national number; 0 when the customer gave no phone. */
  phone: Uint32Array;
  place: Uint8Array;
  zip: Uint8Array;
  acquisitionSource: Uint8Array;
  preferredPayment: Uint8Array;
  preferredShipping: Uint8Array;
  /** How often the customer comes back, relative to other repeat buyers; 0 for one-time buyers. */
  repeatWeight: Float32Array;
  /**
   * How long a repeat buyer keeps buying after the first order, as a share of the period's length;
   * it may reach past the period's end, as a real customer's does.
   */
  activeLife: Float32Array;
}

export interface CustomerContact {
  email: string;
  name: string;
  phone: string | null;
  city: string;
  country: 'CZ' | 'SK';
  zip: string;
}

interface CountryTables {
  code: 'CZ' | 'SK';
  dialCode: string;
  names: NameTables;
  /** Names and surnames without diacritics, lower case, for e-mail addresses. */
  ascii: { male: string[]; female: string[]; surnamesMale: string[]; surnamesFemale: string[] };
  places: readonly Place[];
  mobilePrefixes: readonly number[];
  domains: readonly string[];
  drawDomain: (random: Random) => number;
  drawPlace: (random: Random) => number;
  drawMale: (random: Random) => number;
  drawFemale: (random: Random) => number;
  drawSurname: (random: Random) => number;
}

const SLOVAK_SHARE = 0.03;
const WITHOUT_PHONE = 0.08;
/** Share of customers who buy again at some point; the rest buy once. */
const REPEAT_BUYER_SHARE = 0.45;
/** Pareto tail of repeat frequency, capped so that the heaviest buyer orders about weekly. */
const REPEAT_PARETO_ALPHA = 1.3;
const REPEAT_WEIGHT_CAP = 40;
/** Repeat buyers stay active 0.1 + Exp(0.8) periods; the mean is what the arrival plan assumes. */
const ACTIVE_LIFE_MIN = 0.1;
const ACTIVE_LIFE_EXPONENTIAL_MEAN = 0.8;
export const MEAN_ACTIVE_LIFE = ACTIVE_LIFE_MIN + ACTIVE_LIFE_EXPONENTIAL_MEAN;

function createCountryTables(
  code: 'CZ' | 'SK',
  names: NameTables,
  places: readonly Place[],
  mobilePrefixes: readonly number[],
  domains: readonly (readonly [string, number])[],
): CountryTables {
  return {
    code,
    dialCode: code === 'CZ' ? '+420' : '+421',
    names,
    ascii: {
      male: names.male.map(([name]) => toAscii(name)),
      female: names.female.map(([name]) => toAscii(name)),
      surnamesMale: names.surnames.map(([male]) => toAscii(male)),
      surnamesFemale: names.surnames.map(([, female]) => toAscii(female)),
    },
    places,
    mobilePrefixes,
    domains: domains.map(([domain]) => domain),
    drawDomain: createWeightedIndex(domains.map(([, weight]) => weight)),
    drawPlace: createWeightedIndex(places.map((place) => place.weight)),
    drawMale: createWeightedIndex(names.male.map(([, weight]) => weight)),
    drawFemale: createWeightedIndex(names.female.map(([, weight]) => weight)),
    drawSurname: createWeightedIndex(names.surnames.map(([, , weight]) => weight)),
  };
}

const COUNTRIES: readonly CountryTables[] = [
  createCountryTables(
    'CZ',
    CZECH_NAMES,
    CZECH_PLACES,
    [
      601, 602, 603, 604, 605, 606, 607, 608, 702, 703, 704, 705, 720, 721, 722, 723, 724, 725, 726, 727, 728,
      730, 731, 732, 733, 734, 736, 737, 739, 773, 774, 775, 776, 777, 778, 779, 790, 792, 799,
    ],
    [
      ['seznam.cz', 38],
      ['gmail.com', 30],
      ['email.cz', 10],
      ['centrum.cz', 8],
      ['post.cz', 5],
      ['volny.cz', 3],
      ['icloud.com', 3],
      ['outlook.com', 3],
    ],
  ),
  createCountryTables(
    'SK',
    SLOVAK_NAMES,
    SLOVAK_PLACES,
    [901, 902, 903, 904, 905, 907, 908, 910, 911, 914, 915, 917, 918, 940, 944, 948, 949, 950],
    [
      ['gmail.com', 45],
      ['azet.sk', 20],
      ['centrum.sk', 12],
      ['zoznam.sk', 8],
      ['post.sk', 5],
      ['icloud.com', 5],
      ['outlook.com', 5],
    ],
  ),
];

/** Local parts people choose: jan.novak, novak.jan, jannovak, jnovak, jan_novak, novakj. */
const EMAIL_PATTERNS: readonly ((first: string, last: string) => string)[] = [
  (first, last) => `${first}.${last}`,
  (first, last) => `${last}.${first}`,
  (first, last) => `${first}${last}`,
  (first, last) => `${first[0]}${last}`,
  (first, last) => `${first}_${last}`,
  (first, last) => `${last}${first[0]}`,
];
const drawEmailPattern = createWeightedIndex([40, 12, 15, 13, 5, 5]);

export function toAscii(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export function createCustomerPool(options: {
  size: number;
  profile: ShopProfile;
  random: Random;
}): CustomerPool {
  const { size, profile, random } = options;
  const pool: CustomerPool = {
    size,
    country: new Uint8Array(size),
    gender: new Uint8Array(size),
    firstName: new Uint8Array(size),
    surname: new Uint8Array(size),
    emailPattern: new Uint8Array(size),
    emailDomain: new Uint8Array(size),
    emailClash: new Uint16Array(size),
    phone: new Uint32Array(size),
    place: new Uint8Array(size),
    zip: new Uint8Array(size),
    acquisitionSource: new Uint8Array(size),
    preferredPayment: new Uint8Array(size),
    preferredShipping: new Uint8Array(size),
    repeatWeight: new Float32Array(size),
    activeLife: new Float32Array(size),
  };
  // Only needed while the pool is built: how many customers already hold each address.
  const addressesTaken = new Map<string, number>();

  for (let index = 0; index < size; index++) {
    const countryIndex = random.chance(SLOVAK_SHARE) ? 1 : 0;
    const country = COUNTRIES[countryIndex]!;
    const female = random.chance(profile.femaleShare);
    pool.country[index] = countryIndex;
    pool.gender[index] = female ? 1 : 0;
    pool.firstName[index] = female ? country.drawFemale(random) : country.drawMale(random);
    pool.surname[index] = country.drawSurname(random);
    pool.emailPattern[index] = drawEmailPattern(random);
    pool.emailDomain[index] = country.drawDomain(random);
    const address = getBaseAddress(pool, index);
    const clash = addressesTaken.get(address) ?? 0;
    if (clash >= 65_535)
      throw new RangeError('Too many customers with the same name for the demo e-mail scheme');
    addressesTaken.set(address, clash + 1);
    pool.emailClash[index] = clash;

    if (!random.chance(WITHOUT_PHONE)) {
      pool.phone[index] = random.pick(country.mobilePrefixes) * 1_000_000 + random.int(0, 999_999);
    }
    const placeIndex = country.drawPlace(random);
    const place = country.places[placeIndex]!;
    pool.place[index] = placeIndex;
    pool.zip[index] = random.int(0, place.zips.length - 1);

    pool.acquisitionSource[index] = drawAcquisitionSource(random);
    pool.preferredPayment[index] = drawPaymentMethod(random);
    pool.preferredShipping[index] = drawShippingMethod(
      random,
      countryIndex === 1 ? 'slovakia' : place.city === profile.pickupCity ? 'pickupTown' : 'elsewhere',
    );
    if (random.chance(REPEAT_BUYER_SHARE)) {
      const pareto = (1 - random.next()) ** (-1 / REPEAT_PARETO_ALPHA);
      pool.repeatWeight[index] = Math.min(REPEAT_WEIGHT_CAP, pareto);
      pool.activeLife[index] = ACTIVE_LIFE_MIN + random.exponential(ACTIVE_LIFE_EXPONENTIAL_MEAN);
    }
  }
  return pool;
}

function getBaseAddress(pool: CustomerPool, index: number): string {
  const country = COUNTRIES[pool.country[index]!]!;
  const female = pool.gender[index] === 1;
  const first = (female ? country.ascii.female : country.ascii.male)[pool.firstName[index]!]!;
  const last = (female ? country.ascii.surnamesFemale : country.ascii.surnamesMale)[pool.surname[index]!]!;
  return `${EMAIL_PATTERNS[pool.emailPattern[index]!]!(first, last)}@${country.domains[pool.emailDomain[index]!]!}`;
}

/**
 * A number that makes a taken address unique, in the style people use (a two-digit birth year):
 * for one address, the first 50 clashes get 50 different years, later ones a block number too.
 */
function getClashSuffix(clash: number, localPart: string): string {
  const order = clash - 1;
  const year = (1955 + (((order % 50) * 37 + localPart.length) % 50)) % 100;
  const block = Math.floor(order / 50);
  return `${year < 10 ? `0${year}` : year}${block > 0 ? block : ''}`;
}

export function describeCustomer(pool: CustomerPool, index: number): CustomerContact {
  const country = COUNTRIES[pool.country[index]!]!;
  const female = pool.gender[index] === 1;
  const firstName = (female ? country.names.female : country.names.male)[pool.firstName[index]!]![0];
  const surnames = country.names.surnames[pool.surname[index]!]!;
  const base = getBaseAddress(pool, index);
  const clash = pool.emailClash[index]!;
  let email = base;
  if (clash > 0) {
    const at = base.indexOf('@');
    email = `${base.slice(0, at)}${getClashSuffix(clash, base.slice(0, at))}${base.slice(at)}`;
  }
  const place = country.places[pool.place[index]!]!;
  const phone = pool.phone[index]!;
  return {
    email,
    name: `${firstName} ${female ? surnames[1] : surnames[0]}`,
    phone: phone === 0 ? null : formatPhone(country.dialCode, phone),
    city: place.city,
    country: country.code,
    zip: place.zips[pool.zip[index]!]!,
  };
}

/** '+420 777 123 456' */
function formatPhone(dialCode: string, national: number): string {
  const digits = String(national).padStart(9, '0');
  return `${dialCode} ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
}

export function isCustomerInTown(pool: CustomerPool, index: number, city: string): boolean {
  const country = COUNTRIES[pool.country[index]!]!;
  return country.places[pool.place[index]!]!.city === city;
}

export function isSlovakCustomer(pool: CustomerPool, index: number): boolean {
  return pool.country[index] === 1;
}
