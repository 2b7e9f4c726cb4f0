import { defineProducts, type ShopProfile } from './shop-profile.ts';

const LOOSE_TEAS = [
  'CB-HERMANEK',
  'CB-MATA',
  'CB-MEDUNKA',
  'CB-LIPA',
  'CB-SIPEK',
  'CB-TREZALKA',
  'CB-KOPRIVA',
  'CB-JITROCEL',
  'CB-BEZ',
  'CB-MATE',
];
const TEA_BLENDS = [
  'CS-SPANEK',
  'CS-IMUNITA',
  'CS-PRUDUSKY',
  'CS-DETOX',
  'CS-KOJICI',
  'CS-ZAZVOR',
  'CS-TRAVENI',
  'CS-ZENSKY',
];
const WORLD_TEAS = ['CZ-SENCHA', 'CZ-ROOIBOS', 'CZ-EARL-GREY'];
const TEAS = [...LOOSE_TEAS, ...TEA_BLENDS, ...WORLD_TEAS];
const HONEY = ['MS-MED-KVET', 'MS-MED-LES', 'MS-MED-PAST'];
const IMMUNITY = [
  'CS-IMUNITA',
  'CS-PRUDUSKY',
  'MS-JITROCEL',
  'TI-ECHINACEA',
  'TI-PROPOLIS',
  'DS-VITC',
  'DS-ZINEK',
];
const VITAMINS = ['DS-VITC', 'DS-VITD', 'DS-ZINEK', 'DS-MG'];
const SKIN_CARE = ['KO-MESICEK', 'KO-KOSTIVAL', 'KO-BALZAM', 'KO-MYDLO', 'KO-RAKYTNIK'];
const ESSENTIAL_OILS = ['EO-LEVANDULE', 'EO-EUKALYPTUS', 'EO-TEA-TREE', 'EO-MATA', 'EO-POMERANC'];
const GIFTS = ['DA-SADA-CAJE', 'DA-SADA-KOSMETIKA', 'X-VOUCHER-500'];

/** A Brno herbal pharmacy: teas, tinctures, natural cosmetics, supplements, honey and oils. */
export const HERBS_SHOP_PROFILE: ShopProfile = {
  id: 'herbs',
  name: 'Bylinková lékárna',
  femaleShare: 0.72,
  pickupCity: 'Brno',
  monthlyDemand: [1.18, 1.1, 1.0, 0.9, 0.86, 0.78, 0.72, 0.76, 0.95, 1.12, 1.22, 1.28],
  products: [
    ...defineProducts('Bylinné čaje', [
      ['CB-HERMANEK', 'Heřmánek pravý, sypaný 50 g', 79, 0.55, 8, 'few', 'winter'],
      ['CB-MATA', 'Máta peprná, sypaná 50 g', 75, 0.55, 8, 'few'],
      ['CB-MEDUNKA', 'Meduňka lékařská, sypaná 50 g', 85, 0.55, 6, 'few'],
      ['CB-LIPA', 'Lipový květ 50 g', 99, 0.52, 5, 'few', 'winter'],
      ['CB-SIPEK', 'Šípek drcený 100 g', 89, 0.55, 5, 'few', 'winter'],
      ['CB-TREZALKA', 'Třezalka tečkovaná 50 g', 79, 0.55, 3, 'few'],
      ['CB-KOPRIVA', 'Kopřiva dvoudomá 50 g', 69, 0.56, 4, 'few'],
      ['CB-JITROCEL', 'Jitrocel kopinatý 50 g', 75, 0.55, 3, 'few', 'winter'],
      ['CB-BEZ', 'Bezový květ 50 g', 85, 0.55, 3, 'few', 'winter'],
      ['CB-MATE', 'Yerba maté 250 g', 189, 0.45, 2, 'few'],
    ]),
    ...defineProducts('Čajové směsi', [
      ['CS-SPANEK', 'Čaj na klidný spánek, 20 sáčků', 119, 0.5, 6, 'few'],
      ['CS-IMUNITA', 'Čaj pro imunitu, 20 sáčků', 119, 0.5, 7, 'few', 'winter'],
      ['CS-PRUDUSKY', 'Průduškový čaj, 20 sáčků', 109, 0.5, 5, 'few', 'winter'],
      ['CS-DETOX', 'Detoxikační čaj, 20 sáčků', 119, 0.5, 4, 'few'],
      ['CS-KOJICI', 'Čaj pro kojící maminky, 20 sáčků', 109, 0.48, 3, 'few'],
      ['CS-ZAZVOR', 'Zázvorový čaj s citronem, 20 sáčků', 99, 0.5, 4, 'few', 'winter'],
      ['CS-TRAVENI', 'Čaj pro dobré trávení, 20 sáčků', 109, 0.5, 3, 'few'],
      ['CS-ZENSKY', 'Ženský čaj, 20 sáčků', 119, 0.5, 2, 'few'],
    ]),
    ...defineProducts('Čaje ze světa', [
      ['CZ-SENCHA', 'Zelený čaj Sencha 100 g', 169, 0.48, 3, 'few'],
      ['CZ-ROOIBOS', 'Rooibos 100 g', 129, 0.5, 3, 'few'],
      ['CZ-EARL-GREY', 'Earl Grey 100 g', 139, 0.48, 2, 'few'],
    ]),
    ...defineProducts('Tinktury', [
      ['TI-ECHINACEA', 'Echinacea, tinktura 50 ml', 189, 0.52, 6, 'few', 'winter'],
      ['TI-OSTROPESTREC', 'Ostropestřec mariánský, tinktura 50 ml', 179, 0.52, 4],
      ['TI-KOZLIK', 'Kozlík lékařský, tinktura 50 ml', 179, 0.52, 4],
      ['TI-PROPOLIS', 'Propolis, tinktura 50 ml', 219, 0.5, 5, 'few', 'winter'],
      ['TI-ASHWAGANDHA', 'Ashwagandha, tinktura 50 ml', 249, 0.5, 3],
      ['TI-ZENSEN', 'Ženšen, tinktura 50 ml', 259, 0.5, 2],
      ['TI-HLOH', 'Hloh, tinktura 50 ml', 169, 0.52, 2],
      ['TI-KONTRYHEL', 'Kontryhel, tinktura 50 ml', 169, 0.52, 2],
    ]),
    ...defineProducts('Přírodní kosmetika', [
      ['KO-MESICEK', 'Měsíčková mast 50 ml', 149, 0.55, 6, 'few'],
      ['KO-KOSTIVAL', 'Kostivalová mast 50 ml', 169, 0.55, 5, 'few'],
      ['KO-KONOPI', 'Konopná mast 100 ml', 229, 0.52, 4],
      ['KO-RAKYTNIK', 'Pleťový krém s rakytníkem 50 ml', 289, 0.55, 3],
      ['KO-BALZAM', 'Balzám na rty s bambuckým máslem', 79, 0.6, 4, 'few', 'winter'],
      ['KO-SAMPON', 'Bylinný šampon s kopřivou 250 ml', 189, 0.55, 3],
      ['KO-OLEJ-LEV', 'Levandulový tělový olej 100 ml', 249, 0.55, 2],
      ['KO-MYDLO', 'Ručně vyráběné mýdlo s měsíčkem', 99, 0.6, 3, 'few', 'christmas'],
    ]),
    ...defineProducts('Doplňky stravy', [
      ['DS-VITC', 'Vitamin C 500 mg, 60 tablet', 179, 0.45, 6, 'few', 'winter'],
      ['DS-VITD', 'Vitamin D3 2000 IU, 90 kapslí', 249, 0.45, 5, 'single', 'winter'],
      ['DS-MG', 'Hořčík s vitaminem B6, 60 tablet', 199, 0.45, 4],
      ['DS-ZINEK', 'Zinek 25 mg, 60 tablet', 149, 0.45, 4, 'single', 'winter'],
      ['DS-OMEGA', 'Omega 3 rybí olej, 90 kapslí', 389, 0.4, 3],
      ['DS-SPIRULINA', 'Spirulina Bio, 200 tablet', 299, 0.45, 2],
      ['DS-CHLORELLA', 'Chlorella Bio, 200 tablet', 299, 0.45, 2],
      ['DS-KOLAGEN', 'Kolagen s vitaminem C, 300 g', 599, 0.4, 2],
      ['DS-PROBIOTIKA', 'Probiotika, 30 kapslí', 349, 0.42, 3],
      ['DS-BETAGLUKAN', 'Betaglukan, 60 kapslí', 449, 0.4, 2, 'single', 'winter'],
    ]),
    ...defineProducts('Med a sirupy', [
      ['MS-MED-KVET', 'Květový med 500 g', 189, 0.35, 5],
      ['MS-MED-LES', 'Lesní med 500 g', 229, 0.35, 3],
      ['MS-MED-PAST', 'Pastovaný med se skořicí 250 g', 149, 0.4, 2, 'single', 'christmas'],
      ['MS-BEZ', 'Bezový sirup 500 ml', 159, 0.45, 3, 'single', 'summer'],
      ['MS-SIPEK', 'Šípkový sirup 500 ml', 169, 0.45, 2, 'single', 'winter'],
      ['MS-JITROCEL', 'Jitrocelový sirup 250 ml', 149, 0.48, 4, 'single', 'winter'],
    ]),
    ...defineProducts('Esenciální oleje', [
      ['EO-LEVANDULE', 'Levandule, esenciální olej 10 ml', 149, 0.55, 4],
      ['EO-EUKALYPTUS', 'Eukalyptus, esenciální olej 10 ml', 129, 0.55, 4, 'single', 'winter'],
      ['EO-TEA-TREE', 'Tea tree, esenciální olej 10 ml', 139, 0.55, 3],
      ['EO-MATA', 'Máta peprná, esenciální olej 10 ml', 129, 0.55, 2],
      ['EO-POMERANC', 'Pomeranč, esenciální olej 10 ml', 99, 0.55, 2, 'single', 'christmas'],
    ]),
    ...defineProducts('Příslušenství', [
      ['PR-SITKO', 'Sítko na sypaný čaj, nerez', 89, 0.55, 3],
      ['PR-KONVICE', 'Skleněná konvice na čaj 1 l', 449, 0.4, 1.5],
      ['PR-AROMALAMPA', 'Keramická aromalampa', 299, 0.45, 1.5],
      ['PR-DIFUZER', 'Ultrazvukový difuzér 300 ml', 890, 0.3, 1.2, 'single', 'christmas'],
      ['PR-DOZA', 'Plechová dóza na čaj', 149, 0.5, 1],
    ]),
    ...defineProducts('Dárkové sady', [
      ['DA-SADA-CAJE', 'Dárková sada bylinných čajů', 449, 0.45, 1.5, 'single', 'christmas'],
      ['DA-SADA-KOSMETIKA', 'Dárková sada přírodní kosmetiky', 549, 0.48, 1, 'single', 'christmas'],
    ]),
    // Never categorised in the shop's admin: reports put them under 'Nezařazeno'.
    ...defineProducts(null, [
      ['X-VOUCHER-500', 'Dárkový poukaz 500 Kč', 500, null, 1, 'few', 'christmas'],
      ['X-SAMPLES', 'Vzorky čajů 5× 10 g', 59, 0.4, 2, 'few'],
      ['X-GIFT-BAG', 'Dárková taška', 29, null, 1, 'single', 'christmas'],
      ['X-PUPALKA', 'Novinka: čaj z pupalky 50 g', 99, 0.5, 1, 'few'],
    ]),
  ],
  affinities: [
    { from: TEAS, to: HONEY, strength: 3 },
    { from: LOOSE_TEAS, to: ['PR-SITKO', 'PR-DOZA'], strength: 2.5 },
    { from: LOOSE_TEAS, to: LOOSE_TEAS, strength: 3 },
    { from: TEA_BLENDS, to: TEA_BLENDS, strength: 2.5 },
    { from: WORLD_TEAS, to: ['PR-KONVICE', 'PR-SITKO'], strength: 2 },
    { from: IMMUNITY, to: IMMUNITY, strength: 4 },
    { from: VITAMINS, to: VITAMINS, strength: 4 },
    { from: ['TI-KOZLIK'], to: ['CS-SPANEK', 'CB-MEDUNKA'], strength: 5 },
    { from: ['TI-OSTROPESTREC'], to: ['CS-DETOX', 'CS-TRAVENI'], strength: 4 },
    { from: SKIN_CARE, to: SKIN_CARE, strength: 3 },
    { from: ['KO-SAMPON'], to: ['KO-MESICEK', 'CB-KOPRIVA'], strength: 3 },
    { from: ESSENTIAL_OILS, to: ['PR-AROMALAMPA', 'PR-DIFUZER'], strength: 4 },
    { from: ESSENTIAL_OILS, to: ESSENTIAL_OILS, strength: 3 },
    { from: ['PR-DIFUZER', 'PR-AROMALAMPA'], to: ESSENTIAL_OILS, strength: 6 },
    { from: GIFTS, to: ['X-GIFT-BAG', 'KO-MYDLO'], strength: 3 },
  ],
  campaigns: {
    'google / cpc': {
      acquisition: [
        ['PMax – Bylinky', 40],
        ['Search – Bylinné čaje', 20],
        ['Brand – Search', 12],
        ['Search – Tinktury', 14],
        ['Shopping – Kosmetika', 14],
      ],
      returning: [
        ['Brand – Search', 75],
        ['PMax – Bylinky', 25],
      ],
      seasonal: true,
    },
    'seznam / sklik': {
      acquisition: [
        ['Sklik – Bylinné čaje', 45],
        ['Sklik – Doplňky stravy', 30],
        ['Sklik – Brand', 25],
      ],
      returning: [['Sklik – Brand', 1]],
      seasonal: true,
    },
    'facebook / paid': {
      acquisition: [
        ['Meta – Prospecting', 50],
        ['Meta – Imunita', 25],
        ['Meta – Remarketing', 25],
      ],
      returning: [['Meta – Remarketing', 1]],
      seasonal: true,
    },
    newsletter: {
      acquisition: [['Newsletter – Uvítací sleva', 1]],
      returning: [
        ['Newsletter – Sezónní tipy', 55],
        ['Newsletter – Novinky', 45],
      ],
      seasonal: true,
    },
  },
};
