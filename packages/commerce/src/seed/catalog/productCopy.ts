/**
 * The texts of the demo catalogue, written per family and per service (issue 20): a guide is not "easy to care
 * for" and a kibble has no material. The copy is chosen from what the product is (its family, type and name),
 * never by a random draw, so the SKUs, prices and stock the tests pin stay where they were.
 */
import type { LocalizedText, ProductType } from '../../db/schema';
import type { FamilySeed } from '../catalogData';

/** A text per locale: its first sentence (the short description), then the rest. */
interface Copy {
  fr: [string, string];
  en: [string, string];
}

/** The copy of each family's simple and configurable products. */
const familyCopy: Record<string, Copy> = {
  croquettes: {
    fr: [
      'Une alimentation sèche complète et équilibrée, fabriquée en France.',
      'Des protéines de qualité en premier ingrédient, sans colorant ni conservateur artificiel, pour une digestion facile et un pelage brillant. Donnez la ration indiquée sur le sac selon le poids de votre chien, en deux repas, avec de l’eau fraîche à volonté.',
    ],
    en: [
      'A complete and balanced dry food, made in France.',
      'Quality protein as the first ingredient, with no artificial colours or preservatives, for easy digestion and a shiny coat. Feed the amount shown on the bag for your dog’s weight, over two meals, with fresh water always available.',
    ],
  },
  patees: {
    fr: [
      'Un aliment humide complet, riche en viande.',
      'Servi seul ou en complément d’une alimentation sèche, il aide votre chien à boire assez et met en appétit les plus difficiles. Une fois ouvert, se conserve 48 heures au réfrigérateur, couvert.',
    ],
    en: [
      'A complete wet food, rich in meat.',
      'Served on its own or as a topper, it helps your dog drink enough and tempts fussy eaters. Once opened, keep covered in the fridge for up to 48 hours.',
    ],
  },
  friandises: {
    fr: [
      'Une friandise pour récompenser et faire plaisir.',
      'Idéale pendant l’éducation ou pour occuper votre chien quelques minutes, sans sucre ajouté ni colorant. À donner avec modération : les friandises ne doivent pas dépasser un dixième de la ration du jour.',
    ],
    en: [
      'A treat to reward and to please.',
      'Ideal for training or to keep your dog busy for a few minutes, with no added sugar or colourings. Give in moderation: treats should not exceed a tenth of the daily ration.',
    ],
  },
  complements: {
    fr: [
      'Un complément alimentaire qui accompagne la ration de chaque jour.',
      'Il s’ajoute au repas, à la dose indiquée sur l’étiquette selon le poids de votre chien. Demandez conseil à votre vétérinaire si votre chien suit un traitement.',
    ],
    en: [
      'A dietary supplement to go with the daily ration.',
      'Add it to the meal at the dose shown on the label for your dog’s weight. Ask your vet first if your dog is under treatment.',
    ],
  },
  colliers: {
    fr: [
      'Un collier confortable qui tient bien sans serrer.',
      'Boucle solide et anneau en métal pour la médaille. Réglez-le pour pouvoir glisser deux doigts entre le collier et le cou.',
    ],
    en: [
      'A comfortable collar that stays in place without pinching.',
      'Sturdy buckle and a metal ring for the ID tag. Adjust it so that two fingers slide between the collar and the neck.',
    ],
  },
  laisses: {
    fr: [
      'Une laisse solide pour les promenades de tous les jours.',
      'Poignée douce en main et mousqueton pivotant qui évite que la laisse ne s’entortille. Vérifiez de temps en temps le mousqueton et les coutures.',
    ],
    en: [
      'A sturdy lead for everyday walks.',
      'Soft handle and a swivel clip that stops the lead from twisting. Check the clip and the stitching from time to time.',
    ],
  },
  harnais: {
    fr: [
      'Un harnais qui répartit la traction sur le poitrail plutôt que sur le cou.',
      'Sangles réglables, boucles à clip et bandes réfléchissantes pour les sorties à la tombée de la nuit. Mesurez le tour de poitrail juste derrière les pattes avant pour choisir la taille.',
    ],
    en: [
      'A harness that spreads the pull over the chest rather than the neck.',
      'Adjustable straps, clip buckles and reflective strips for walks at dusk. Measure the chest just behind the front legs to choose the size.',
    ],
  },
  manteaux: {
    fr: [
      'Un vêtement qui protège votre chien du froid et de la pluie.',
      'Coupe ajustée qui dégage les pattes, fermeture sous le ventre. Lavable en machine à 30 °C. Mesurez le dos, du cou à la naissance de la queue, pour choisir la taille.',
    ],
    en: [
      'A garment that keeps your dog warm and dry.',
      'A close fit that leaves the legs free, fastened under the belly. Machine washable at 30 °C. Measure the back, from the neck to the base of the tail, to choose the size.',
    ],
  },
  gamelles: {
    fr: [
      'Une gamelle stable pour l’eau ou le repas.',
      'Son fond antidérapant l’empêche de glisser sur le carrelage. Lavez-la chaque jour ; elle passe au lave-vaisselle.',
    ],
    en: [
      'A steady bowl for water or meals.',
      'Its non-slip base keeps it from sliding on tiles. Wash it every day; it is dishwasher safe.',
    ],
  },
  paniers: {
    fr: [
      'Un couchage douillet aux bords relevés, où votre chien se blottit.',
      'Sa housse s’enlève et passe en machine à 30 °C. Choisissez une taille où votre chien peut s’allonger de tout son long.',
    ],
    en: [
      'A cosy bed with raised sides for your dog to curl up in.',
      'Its cover comes off and is machine washable at 30 °C. Choose a size in which your dog can stretch out fully.',
    ],
  },
  coussins: {
    fr: [
      'Un coussin épais qui soulage les articulations.',
      'Sa mousse garde sa forme et sa housse passe en machine à 30 °C. Il trouve sa place dans une cage de transport, le coffre de la voiture ou au pied du lit.',
    ],
    en: [
      'A thick cushion that eases the joints.',
      'Its foam keeps its shape and its cover is machine washable at 30 °C. It fits in a crate, the boot of the car or beside your bed.',
    ],
  },
  plaids: {
    fr: [
      'Un plaid doux pour le canapé, la voiture ou la cage de transport.',
      'Il garde la chaleur et protège vos meubles des poils. Lavable en machine à 30 °C.',
    ],
    en: [
      'A soft blanket for the sofa, the car or the crate.',
      'It keeps the warmth in and the hair off your furniture. Machine washable at 30 °C.',
    ],
  },
  peluches: {
    fr: [
      'Une peluche douce à câliner et à rapporter.',
      'Coutures renforcées et couineur intégré. Jouez avec votre chien et retirez la peluche dès qu’elle est déchirée.',
    ],
    en: [
      'A soft plush to cuddle and fetch.',
      'Reinforced seams and a built-in squeaker. Play with your dog and take the plush away as soon as it is torn.',
    ],
  },
  balles: {
    fr: [
      'Un jouet pour courir, rapporter et se dépenser.',
      'Choisissez une taille plus grande que la gueule de votre chien, pour qu’il ne puisse pas l’avaler. Rincez-le à l’eau claire après les sorties.',
    ],
    en: [
      'A toy to run, fetch and burn off energy.',
      'Choose a size larger than your dog’s mouth so that it cannot be swallowed. Rinse it in clean water after outings.',
    ],
  },
  'jouets-macher': {
    fr: [
      'Un jouet à mâcher qui occupe et apaise votre chien.',
      'Mâcher l’aide à se détendre et entretient ses dents. Surveillez le jeu et remplacez le jouet dès qu’il est abîmé.',
    ],
    en: [
      'A chew toy that keeps your dog busy and calm.',
      'Chewing helps your dog relax and keeps the teeth clean. Supervise play and replace the toy as soon as it is damaged.',
    ],
  },
  shampooings: {
    fr: [
      'Un soin lavant au pH adapté à la peau du chien.',
      'Appliquez-le sur le pelage comme l’indique l’étiquette, en évitant les yeux. Un soin par mois suffit le plus souvent.',
    ],
    en: [
      'A cleansing care product with a pH suited to dogs’ skin.',
      'Apply it to the coat as the label says, avoiding the eyes. Once a month is usually enough.',
    ],
  },
  brosses: {
    fr: [
      'Un outil de toilettage pour démêler et retirer le poil mort.',
      'Brossez dans le sens du poil, par petites zones, quelques minutes deux ou trois fois par semaine : le pelage reste beau et les poils restent hors du canapé.',
    ],
    en: [
      'A grooming tool to detangle and remove loose hair.',
      'Brush with the lie of the coat, a small area at a time, for a few minutes two or three times a week: the coat stays neat and the hair stays off the sofa.',
    ],
  },
  antiparasitaires: {
    fr: [
      'Une protection contre les puces et les tiques.',
      'Respectez la dose prévue pour le poids de votre chien et le rythme indiqué sur la notice. Ne convient pas aux chats. Demandez conseil à votre vétérinaire pour un chiot, une chienne gestante ou un chien malade.',
    ],
    en: [
      'Protection against fleas and ticks.',
      'Follow the dose for your dog’s weight and the interval given in the leaflet. Not suitable for cats. Ask your vet first for a puppy, a pregnant bitch or a sick dog.',
    ],
  },
};

/** Bundles: a choice of food, treats and a bowl. */
const bundleCopy: Copy = {
  fr: [
    'Un pack à composer : l’essentiel du repas réuni en une seule commande.',
    'Choisissez chaque article parmi les options proposées ; le prix suit votre sélection.',
  ],
  en: [
    'A bundle to make up: mealtime essentials in a single order.',
    'Choose each item from the options offered; the price follows your selection.',
  ],
};

/** Grouped products: a range shown on one page. */
const groupedCopy: Copy = {
  fr: [
    'Une gamme réunie sur une seule page.',
    'Indiquez la quantité voulue de chaque article ; chacun rejoint le panier comme un article à part.',
  ],
  en: [
    'A range brought together on one page.',
    'Enter the quantity you want of each item; each one goes into the cart as an item of its own.',
  ],
};

const downloadNote: [string, string] = [
  'À télécharger depuis votre compte après l’achat ; un extrait gratuit est en ligne. Rien n’est expédié.',
  'Download it from your account after purchase; a free sample is online. Nothing is shipped.',
];

/** The services and guides, by English name (catalog/virtualProducts.ts, downloadableProducts.ts). */
const serviceCopy: Record<string, Copy> = {
  'Gift card €25': {
    fr: [
      'Une carte cadeau de 25 € à offrir, à dépenser dans toute la boutique.',
      'Un cadeau dématérialisé : rien n’est expédié.',
    ],
    en: [
      'A €25 gift card to give, to spend across the whole shop.',
      'A digital gift: nothing is shipped.',
    ],
  },
  'Grooming session in store': {
    fr: [
      'Une séance de toilettage dans notre salon : bain, séchage, brossage et coupe des griffes.',
      'Le rendez-vous se prend après la commande ; rien n’est expédié.',
    ],
    en: [
      'A grooming session in our salon: bath, drying, brushing and nail trimming.',
      'The appointment is booked after the order; nothing is shipped.',
    ],
  },
  'Online nutrition consultation': {
    fr: [
      'Une consultation en ligne avec un conseiller en nutrition canine.',
      'Il tient compte de l’âge, du poids et de l’activité de votre chien et vous propose une ration adaptée. Rien n’est expédié.',
    ],
    en: [
      'An online consultation with a canine nutrition adviser.',
      'The adviser looks at your dog’s age, weight and activity and suggests a suitable ration. Nothing is shipped.',
    ],
  },
  'Training advice subscription (3 months)': {
    fr: [
      'Trois mois de conseils d’éducation pour votre chien.',
      'Chaque semaine, des exercices adaptés et des réponses à vos questions. Rien n’est expédié.',
    ],
    en: [
      'Three months of training advice for your dog.',
      'Each week, suitable exercises and answers to your questions. Nothing is shipped.',
    ],
  },
  'Puppy training guide (PDF)': {
    fr: [
      'Un guide pratique pour les premières semaines du chiot à la maison.',
      `Propreté, rappel, promenades et sociabilisation, étape par étape, au format PDF. ${downloadNote[0]}`,
    ],
    en: [
      'A practical guide to a puppy’s first weeks at home.',
      `House training, recall, walks and socialisation, step by step, as a PDF. ${downloadNote[1]}`,
    ],
  },
  'Tailored feeding plan (PDF)': {
    fr: [
      'Un plan d’alimentation au format PDF, semaine par semaine.',
      `Rations, changements d’aliment en douceur et en-cas permis. ${downloadNote[0]}`,
    ],
    en: [
      'A feeding plan as a PDF, week by week.',
      `Rations, gentle changes of food and the snacks allowed. ${downloadNote[1]}`,
    ],
  },
  'Digital health record': {
    fr: [
      'Un carnet de santé numérique à remplir sur ordinateur ou sur téléphone.',
      `Vaccins, vermifuges, traitements et rendez-vous chez le vétérinaire au même endroit. ${downloadNote[0]}`,
    ],
    en: [
      'A digital health record to fill in on a computer or a phone.',
      `Vaccinations, worming, treatments and vet appointments in one place. ${downloadNote[1]}`,
    ],
  },
  'Homemade treat recipes (e-book)': {
    fr: [
      'Des recettes de gourmandises maison, simples et sans danger pour le chien.',
      `Les ingrédients permis, ceux à éviter et les temps de cuisson, en livre numérique. ${downloadNote[0]}`,
    ],
    en: [
      'Homemade treat recipes, simple and safe for dogs.',
      `The ingredients allowed, those to avoid and the baking times, as an e-book. ${downloadNote[1]}`,
    ],
  },
};

/** A service or guide without copy of its own (one added to the lists later). */
const serviceFallback: Copy = {
  fr: ['Un service Truffe pour votre chien.', 'Rien n’est expédié.'],
  en: ['A Truffe service for your dog.', 'Nothing is shipped.'],
};

/** The copy of a product: by type for bundles and grouped products, by name for services, else by family. */
export function productCopy(family: FamilySeed, type: ProductType, names: LocalizedText): Copy {
  if (type === 'bundle') return bundleCopy;
  if (type === 'grouped') return groupedCopy;
  if (type === 'virtual' || type === 'downloadable')
    return serviceCopy[names['en-GB']!] ?? serviceFallback;
  const copy = familyCopy[family.code];
  if (!copy) throw new Error(`no seed copy for the family ${family.code}`);
  return copy;
}

/**
 * The materials a family's products may be made of (option ids of the `material` attribute, catalogData.ts):
 * one draw picks among them, as it picked among all the materials before.
 */
export const materialsByFamily: Record<string, readonly number[]> = {
  // Nylon, leather, recycled polyester.
  colliers: [801, 802, 807],
  laisses: [801, 802, 807],
  harnais: [801, 807, 802],
  // Recycled polyester, organic cotton, nylon.
  manteaux: [807, 803, 801],
  // Stainless steel, ceramic, melamine.
  gamelles: [804, 805, 808],
  // Organic cotton, recycled polyester.
  paniers: [803, 807],
  coussins: [803, 807],
  plaids: [803, 807],
  // Natural rubber, nylon.
  balles: [806, 801],
  // Natural rubber, organic cotton (rope), nylon.
  'jouets-macher': [806, 803, 801],
  // Stainless steel (pins, comb), natural rubber (glove).
  brosses: [804, 806],
};
