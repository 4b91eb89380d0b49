/**
 * The fixed vocabulary of the demo catalogue: categories, attributes and their options, brands and product
 * families. Ids the spec names are kept: Nouveautés 137, Promotions 138, colour attribute 93, size option 186.
 */
import type { LocalizedText } from '../db/schema';

export const rootCategoryId = 1;
export const defaultCategoryId = 2;
export const newArrivalsCategoryId = 137;
export const promotionsCategoryId = 138;

export interface CategorySeed {
  id: number;
  parentId: number;
  name: LocalizedText;
  description?: LocalizedText;
}

const t = (fr: string, en: string): LocalizedText => ({ 'fr-FR': fr, 'en-GB': en });

/** 30 categories under the default category (the `small` profile). */
export const baseCategories: CategorySeed[] = [
  { id: 10, parentId: 2, name: t('Alimentation', 'Food') },
  { id: 11, parentId: 10, name: t('Croquettes', 'Dry food') },
  { id: 12, parentId: 10, name: t('Pâtées', 'Wet food') },
  { id: 13, parentId: 10, name: t('Friandises', 'Treats') },
  { id: 14, parentId: 10, name: t('Compléments alimentaires', 'Supplements') },
  { id: 20, parentId: 2, name: t('Promenade', 'Walking') },
  { id: 21, parentId: 20, name: t('Colliers', 'Collars') },
  { id: 22, parentId: 20, name: t('Laisses', 'Leads') },
  { id: 23, parentId: 20, name: t('Harnais', 'Harnesses') },
  { id: 24, parentId: 20, name: t('Manteaux et imperméables', 'Coats and raincoats') },
  { id: 30, parentId: 2, name: t('Repas', 'Feeding') },
  { id: 31, parentId: 30, name: t('Gamelles', 'Bowls') },
  { id: 40, parentId: 2, name: t('Couchages', 'Beds') },
  { id: 41, parentId: 40, name: t('Paniers', 'Baskets') },
  { id: 42, parentId: 40, name: t('Coussins', 'Cushions') },
  { id: 43, parentId: 40, name: t('Plaids', 'Blankets') },
  { id: 50, parentId: 2, name: t('Jouets', 'Toys') },
  { id: 51, parentId: 50, name: t('Peluches', 'Plush toys') },
  { id: 52, parentId: 50, name: t('Balles et lancers', 'Balls and throw toys') },
  { id: 53, parentId: 50, name: t('Jouets à mâcher', 'Chew toys') },
  { id: 60, parentId: 2, name: t('Hygiène et soins', 'Grooming and care') },
  { id: 61, parentId: 60, name: t('Shampooings', 'Shampoos') },
  { id: 62, parentId: 60, name: t('Brosses et peignes', 'Brushes and combs') },
  { id: 63, parentId: 60, name: t('Antiparasitaires', 'Flea and tick care') },
  { id: 70, parentId: 2, name: t('Packs et services', 'Bundles and services') },
  { id: 71, parentId: 70, name: t('Packs', 'Bundles') },
  { id: 72, parentId: 70, name: t('Services et guides', 'Services and guides') },
  { id: newArrivalsCategoryId, parentId: 2, name: t('Nouveautés', 'New arrivals') },
  { id: promotionsCategoryId, parentId: 2, name: t('Promotions', 'Special offers') },
];

export interface OptionSeed {
  id: number;
  label: LocalizedText;
  swatch?: { type: 'color' | 'text'; value: string };
}

export interface AttributeSeed {
  id: number;
  code: string;
  input: 'select' | 'swatch_visual' | 'swatch_text';
  label: LocalizedText;
  options: OptionSeed[];
}

const options = (firstId: number, labels: [string, string][]): OptionSeed[] =>
  labels.map(([fr, en], index) => ({ id: firstId + index, label: t(fr, en) }));

export const colorAttributeId = 93;
export const sizeAttributeId = 144;
export const mediumSizeOptionId = 186;

export const attributes: AttributeSeed[] = [
  {
    id: 81,
    code: 'brand',
    input: 'select',
    label: t('Marque', 'Brand'),
    options: options(201, [
      ['Prairie Dorée', 'Prairie Dorée'],
      ['Canis Nobilis', 'Canis Nobilis'],
      ['Loup Gourmand', 'Loup Gourmand'],
      ['Vivacan', 'Vivacan'],
      ['Breizh Dog', 'Breizh Dog'],
      ['Alpinéa', 'Alpinéa'],
      ['Bocage & Cie', 'Bocage & Cie'],
      ['Truffe Essentiel', 'Truffe Essentiel'],
    ]),
  },
  {
    id: colorAttributeId,
    code: 'color',
    input: 'swatch_visual',
    label: t('Couleur', 'Colour'),
    options: [
      { id: 49, label: t('Noir', 'Black'), swatch: { type: 'color', value: '#1d1d1b' } },
      { id: 50, label: t('Bleu marine', 'Navy blue'), swatch: { type: 'color', value: '#1f3a68' } },
      { id: 51, label: t('Rouge', 'Red'), swatch: { type: 'color', value: '#b3261e' } },
      { id: 52, label: t('Vert sapin', 'Fir green'), swatch: { type: 'color', value: '#2e5d3b' } },
      { id: 53, label: t('Moutarde', 'Mustard'), swatch: { type: 'color', value: '#c9a227' } },
      {
        id: 54,
        label: t('Rose poudré', 'Powder pink'),
        swatch: { type: 'color', value: '#e3b5b8' },
      },
      { id: 55, label: t('Gris', 'Grey'), swatch: { type: 'color', value: '#8a8d91' } },
      { id: 56, label: t('Camel', 'Camel'), swatch: { type: 'color', value: '#b07a45' } },
    ],
  },
  {
    id: sizeAttributeId,
    code: 'size',
    input: 'swatch_text',
    label: t('Taille', 'Size'),
    options: ['XS', 'S', 'M', 'L', 'XL', 'XXL'].map((size, index) => ({
      id: 184 + index,
      label: t(size, size),
      swatch: { type: 'text', value: size },
    })),
  },
  {
    id: 140,
    code: 'saveur',
    input: 'select',
    label: t('Saveur', 'Flavour'),
    options: options(301, [
      ['Poulet', 'Chicken'],
      ['Bœuf', 'Beef'],
      ['Agneau', 'Lamb'],
      ['Saumon', 'Salmon'],
      ['Canard', 'Duck'],
      ['Dinde', 'Turkey'],
      ['Lapin', 'Rabbit'],
      ['Légumes du potager', 'Garden vegetables'],
    ]),
  },
  {
    id: 141,
    code: 'format',
    input: 'select',
    label: t('Format', 'Pack size'),
    options: options(401, [
      ['100 g', '100 g'],
      ['400 g', '400 g'],
      ['800 g', '800 g'],
      ['1,5 kg', '1.5 kg'],
      ['3 kg', '3 kg'],
      ['7 kg', '7 kg'],
      ['12 kg', '12 kg'],
      ['6 x 400 g', '6 x 400 g'],
      ['250 ml', '250 ml'],
      ['500 ml', '500 ml'],
    ]),
  },
  {
    id: 142,
    code: 'modele',
    input: 'select',
    label: t('Modèle', 'Model'),
    options: options(501, [
      ['Classique', 'Classic'],
      ['Confort', 'Comfort'],
      ['Sport', 'Sport'],
      ['Prestige', 'Prestige'],
      ['Voyage', 'Travel'],
      ['Réfléchissant', 'Reflective'],
    ]),
  },
  {
    id: 143,
    code: 'dog_age',
    input: 'select',
    label: t('Âge du chien', 'Dog age'),
    options: options(601, [
      ['Chiot', 'Puppy'],
      ['Adulte', 'Adult'],
      ['Senior', 'Senior'],
    ]),
  },
  {
    id: 145,
    code: 'breed_size',
    input: 'select',
    label: t('Taille de race', 'Breed size'),
    options: options(701, [
      ['Petite race', 'Small breed'],
      ['Moyenne race', 'Medium breed'],
      ['Grande race', 'Large breed'],
      ['Race géante', 'Giant breed'],
    ]),
  },
  {
    id: 146,
    code: 'material',
    input: 'select',
    label: t('Matière', 'Material'),
    options: options(801, [
      ['Nylon', 'Nylon'],
      ['Cuir', 'Leather'],
      ['Coton bio', 'Organic cotton'],
      ['Inox', 'Stainless steel'],
      ['Céramique', 'Ceramic'],
      ['Caoutchouc naturel', 'Natural rubber'],
      ['Polyester recyclé', 'Recycled polyester'],
      ['Mélamine', 'Melamine'],
    ]),
  },
];

/** How a family's pictures are drawn (src/seed/pictures.ts). */
export type PictureKind =
  | 'bag'
  | 'can'
  | 'treat'
  | 'bottle'
  | 'collar'
  | 'leash'
  | 'harness'
  | 'coat'
  | 'bowl'
  | 'bed'
  | 'cushion'
  | 'blanket'
  | 'plush'
  | 'ball'
  | 'chew'
  | 'brush'
  | 'box'
  | 'card';

export interface FamilySeed {
  code: string;
  categoryId: number;
  skuPrefix: string;
  picture: PictureKind;
  /** Product kinds of the family, each `[fr, en]`. */
  kinds: [string, string][];
  /** Attribute codes a product of the family carries. */
  attributes: string[];
  /** Price range in cents excluding tax. */
  price: [number, number];
  food?: boolean;
}

export const families: FamilySeed[] = [
  {
    code: 'croquettes',
    categoryId: 11,
    skuPrefix: 'CRQ',
    picture: 'bag',
    kinds: [
      ['Croquettes', 'Dry food'],
      ['Croquettes sans céréales', 'Grain-free dry food'],
      ['Croquettes digestion sensible', 'Sensitive digestion dry food'],
      ['Croquettes light', 'Light dry food'],
    ],
    attributes: ['brand', 'saveur', 'format', 'dog_age', 'breed_size'],
    price: [1290, 7990],
    food: true,
  },
  {
    code: 'patees',
    categoryId: 12,
    skuPrefix: 'PAT',
    picture: 'can',
    kinds: [
      ['Pâtée', 'Wet food'],
      ['Émincés en sauce', 'Chunks in gravy'],
      ['Terrine', 'Terrine'],
      ['Mousse', 'Mousse'],
    ],
    attributes: ['brand', 'saveur', 'format', 'dog_age'],
    price: [190, 1490],
    food: true,
  },
  {
    code: 'friandises',
    categoryId: 13,
    skuPrefix: 'FRI',
    picture: 'treat',
    kinds: [
      ['Bâtonnets à mâcher', 'Chew sticks'],
      ['Biscuits croquants', 'Crunchy biscuits'],
      ['Bouchées d’éducation', 'Training bites'],
      ['Os à mâcher', 'Chew bones'],
      ['Lamelles séchées', 'Dried strips'],
    ],
    attributes: ['brand', 'saveur', 'format', 'dog_age'],
    price: [290, 1290],
    food: true,
  },
  {
    code: 'complements',
    categoryId: 14,
    skuPrefix: 'CPL',
    picture: 'bottle',
    kinds: [
      ['Huile de saumon', 'Salmon oil'],
      ['Levure de bière', 'Brewer’s yeast'],
      ['Complément articulations', 'Joint supplement'],
      ['Complément pelage brillant', 'Shiny coat supplement'],
    ],
    attributes: ['brand', 'format', 'dog_age'],
    price: [890, 2990],
    food: true,
  },
  {
    code: 'colliers',
    categoryId: 21,
    skuPrefix: 'COL',
    picture: 'collar',
    kinds: [
      ['Collier', 'Collar'],
      ['Collier rembourré', 'Padded collar'],
      ['Collier martingale', 'Martingale collar'],
    ],
    attributes: ['brand', 'color', 'size', 'material', 'modele'],
    price: [990, 3490],
  },
  {
    code: 'laisses',
    categoryId: 22,
    skuPrefix: 'LAI',
    picture: 'leash',
    kinds: [
      ['Laisse', 'Lead'],
      ['Laisse réglable', 'Adjustable lead'],
      ['Longe de dressage', 'Training line'],
    ],
    attributes: ['brand', 'color', 'material', 'modele'],
    price: [1290, 3990],
  },
  {
    code: 'harnais',
    categoryId: 23,
    skuPrefix: 'HAR',
    picture: 'harness',
    kinds: [
      ['Harnais', 'Harness'],
      ['Harnais anti-traction', 'No-pull harness'],
      ['Harnais de sécurité voiture', 'Car safety harness'],
    ],
    attributes: ['brand', 'color', 'size', 'material', 'modele'],
    price: [1990, 5990],
  },
  {
    code: 'manteaux',
    categoryId: 24,
    skuPrefix: 'MAN',
    picture: 'coat',
    kinds: [
      ['Manteau', 'Coat'],
      ['Imperméable', 'Raincoat'],
      ['Pull', 'Jumper'],
    ],
    attributes: ['brand', 'color', 'size', 'material'],
    price: [1990, 4990],
  },
  {
    code: 'gamelles',
    categoryId: 31,
    skuPrefix: 'GAM',
    picture: 'bowl',
    kinds: [
      ['Gamelle', 'Bowl'],
      ['Gamelle anti-glouton', 'Slow feeder bowl'],
      ['Double gamelle surélevée', 'Raised double bowl'],
    ],
    attributes: ['brand', 'color', 'material', 'size'],
    price: [690, 3490],
  },
  {
    code: 'paniers',
    categoryId: 41,
    skuPrefix: 'PAN',
    picture: 'bed',
    kinds: [
      ['Panier', 'Basket'],
      ['Panier orthopédique', 'Orthopaedic bed'],
      ['Corbeille en osier', 'Wicker basket'],
    ],
    attributes: ['brand', 'color', 'size', 'material'],
    price: [2990, 12990],
  },
  {
    code: 'coussins',
    categoryId: 42,
    skuPrefix: 'COU',
    picture: 'cushion',
    kinds: [
      ['Coussin', 'Cushion'],
      ['Matelas déhoussable', 'Mattress with removable cover'],
    ],
    attributes: ['brand', 'color', 'size', 'material'],
    price: [1990, 7990],
  },
  {
    code: 'plaids',
    categoryId: 43,
    skuPrefix: 'PLA',
    picture: 'blanket',
    kinds: [
      ['Plaid', 'Blanket'],
      ['Couverture polaire', 'Fleece blanket'],
    ],
    attributes: ['brand', 'color', 'material'],
    price: [1490, 3990],
  },
  {
    code: 'peluches',
    categoryId: 51,
    skuPrefix: 'PEL',
    picture: 'plush',
    kinds: [
      ['Peluche renard', 'Fox plush'],
      ['Peluche canard', 'Duck plush'],
      ['Peluche couinante', 'Squeaky plush'],
    ],
    attributes: ['brand', 'color', 'size'],
    price: [590, 1990],
  },
  {
    code: 'balles',
    categoryId: 52,
    skuPrefix: 'BAL',
    picture: 'ball',
    kinds: [
      ['Balle rebondissante', 'Bouncy ball'],
      ['Frisbee souple', 'Soft flying disc'],
      ['Lanceur de balles', 'Ball launcher'],
    ],
    attributes: ['brand', 'color', 'material', 'size'],
    price: [390, 2490],
  },
  {
    code: 'jouets-macher',
    categoryId: 53,
    skuPrefix: 'JMA',
    picture: 'chew',
    kinds: [
      ['Jouet à mâcher', 'Chew toy'],
      ['Corde à nœuds', 'Rope toy'],
      ['Jouet à garnir', 'Treat-dispensing toy'],
    ],
    attributes: ['brand', 'color', 'material', 'size'],
    price: [490, 2290],
  },
  {
    code: 'shampooings',
    categoryId: 61,
    skuPrefix: 'SHA',
    picture: 'bottle',
    kinds: [
      ['Shampooing doux', 'Gentle shampoo'],
      ['Shampooing pelage blanc', 'White coat shampoo'],
      ['Shampooing sec', 'Dry shampoo'],
    ],
    attributes: ['brand', 'format'],
    price: [690, 1990],
  },
  {
    code: 'brosses',
    categoryId: 62,
    skuPrefix: 'BRO',
    picture: 'brush',
    kinds: [
      ['Brosse', 'Brush'],
      ['Peigne démêlant', 'Detangling comb'],
      ['Gant de toilettage', 'Grooming glove'],
    ],
    attributes: ['brand', 'color', 'material'],
    price: [590, 2490],
  },
  {
    code: 'antiparasitaires',
    categoryId: 63,
    skuPrefix: 'ANT',
    picture: 'box',
    kinds: [
      ['Pipettes antiparasitaires', 'Spot-on flea treatment'],
      ['Collier antiparasitaire', 'Flea collar'],
      ['Spray répulsif', 'Repellent spray'],
    ],
    attributes: ['brand', 'format', 'breed_size'],
    price: [990, 3990],
  },
];

/** The family of the bundles (packs of food, treats and a bowl): no attribute but the brand. */
export const packFamily: FamilySeed = {
  code: 'packs',
  categoryId: 71,
  skuPrefix: 'PCK',
  picture: 'box',
  kinds: [],
  attributes: ['brand'],
  price: [2990, 8990],
};

/** The family of the virtual and downloadable products (services and guides). */
export const serviceFamily: FamilySeed = {
  code: 'services',
  categoryId: 72,
  skuPrefix: 'SRV',
  picture: 'card',
  kinds: [],
  attributes: [],
  price: [1000, 5000],
};

/** Configurable families: 6 colours × 4 sizes (S, M, L, XL) = 24 options each. */
export const configurableFamilies = ['harnais', 'colliers', 'manteaux', 'paniers'] as const;
export const configurableColorIds = [49, 50, 51, 52, 53, 55] as const;
export const configurableSizeIds = [185, mediumSizeOptionId, 187, 188] as const;

/** Colour of each brand on its food packaging. */
export const brandColors: Record<number, string> = {
  201: '#c9a227',
  202: '#1f3a68',
  203: '#7a2e2e',
  204: '#2e7d5b',
  205: '#1d5e8c',
  206: '#5b6f8a',
  207: '#6b4f2a',
  208: '#2f2f2f',
};

export const reviewAuthors = [
  'Camille',
  'Julien',
  'Sophie L.',
  'Thomas',
  'Élodie',
  'Marc D.',
  'Chloé',
  'Nicolas',
  'Amandine',
  'Pierre-Yves',
  'Emma W.',
  'Oliver',
  'Hannah',
  'Jack',
];

export const reviewTexts: { rating: number; title: LocalizedText; comment: LocalizedText }[] = [
  {
    rating: 5,
    title: t('Parfait pour mon chien', 'Perfect for my dog'),
    comment: t(
      'Très bonne qualité, mon chien l’a adopté tout de suite. Livraison rapide.',
      'Great quality, my dog took to it straight away. Quick delivery.',
    ),
  },
  {
    rating: 4,
    title: t('Très satisfaite', 'Very happy'),
    comment: t(
      'Bon rapport qualité-prix, conforme à la description.',
      'Good value for money, as described.',
    ),
  },
  {
    rating: 4.5,
    title: t('Je recommande', 'Recommended'),
    comment: t(
      'Deuxième commande, toujours aussi content. Le service client est réactif.',
      'Second order and still happy. Customer service is responsive.',
    ),
  },
  {
    rating: 3,
    title: t('Correct', 'Fine'),
    comment: t(
      'Produit correct mais la taille est un peu petite, prendre une taille au-dessus.',
      'Decent product but it runs a little small, take the next size up.',
    ),
  },
  {
    rating: 2,
    title: t('Déçu', 'Disappointed'),
    comment: t(
      'Mon chien n’a pas aimé, dommage. Emballage soigné cependant.',
      'My dog did not like it, a shame. Nicely packed though.',
    ),
  },
  {
    rating: 5,
    title: t('Idéal pour les grandes races', 'Ideal for large breeds'),
    comment: t(
      'Mon berger allemand en raffole et son pelage est magnifique.',
      'My German Shepherd loves it and his coat looks great.',
    ),
  },
];
