/**
 * CMS pages and blocks (Magento Page Builder markup), the FAQ, URL redirects and feature flags of the demo
 * shop, in French and English. Content HTML is stored as an editor would save it; it is parsed and sanitized
 * only when served (src/content/parseWysiwyg.ts).
 */
type Locale = 'fr-FR' | 'en-GB';
type ByLocale<T> = Record<Locale, T>;

export interface CmsPageSeed {
  identifier: string;
  title: ByLocale<string>;
  metaTitle?: ByLocale<string>;
  metaDescription?: ByLocale<string>;
  metaKeywords?: ByLocale<string>;
  contentHeading?: ByLocale<string>;
  content: ByLocale<string>;
}

export interface CmsBlockSeed {
  identifier: string;
  title: ByLocale<string>;
  content: ByLocale<string>;
}

const row = (inner: string, appearance = 'contained') =>
  `<div data-content-type="row" data-appearance="${appearance}" data-element="main"><div class="row-full-width-inner" data-element="inner">${inner}</div></div>`;
const heading = (level: number, text: string) =>
  `<h${level} data-content-type="heading" data-appearance="default" data-element="main">${text}</h${level}>`;
const text = (html: string) =>
  `<div data-content-type="text" data-appearance="default" data-element="main">${html}</div>`;
const buttons = (items: [string, string, 'primary' | 'secondary' | 'link'][]) =>
  `<div data-content-type="buttons" data-appearance="inline" data-same-width="false" data-element="main">${items
    .map(
      ([label, href, kind]) =>
        `<div data-content-type="button-item" data-appearance="default" data-element="main"><a class="pagebuilder-button-${kind}" href="${href}" target="" data-link-type="default" data-element="link"><span data-element="link_text">${label}</span></a></div>`,
    )
    .join('')}</div>`;
const image = (path: string, alt: string) =>
  `<figure data-content-type="image" data-appearance="full-width" data-element="main"><img class="pagebuilder-mobile-hidden" src="{{media url=${path}}}" alt="${alt}" title="${alt}" data-element="desktop_image"></figure>`;
const slide = (
  name: string,
  path: string,
  title: string,
  body: string,
  button: string,
  href: string,
) =>
  `<div data-content-type="slide" data-slide-name="${name}" data-appearance="poster" data-show-button="always" data-show-overlay="never" data-element="main"><a href="${href}" target="" data-link-type="default"><div class="pagebuilder-slide-wrapper" data-background-images='{\\"desktop_image\\":\\"{{media url=${path}}}\\"}' data-element="wrapper"><div class="pagebuilder-poster-content"><div data-element="content"><h2>${title}</h2><p>${body}</p></div><button type="button" class="pagebuilder-slide-button pagebuilder-button-primary" data-element="button">${button}</button></div></div></a></div>`;
const slider = (slides: string) =>
  `<div class="pagebuilder-slider" data-content-type="slider" data-appearance="default" data-autoplay="true" data-autoplay-speed="5000" data-fade="false" data-infinite-loop="true" data-show-arrows="true" data-show-dots="true" data-element="main">${slides}</div>`;
const productGrid = (condition: string, count: number) =>
  `<div data-content-type="products" data-appearance="grid" data-element="main">{{widget type="Magento\\CatalogWidget\\Block\\Product\\ProductsList" template="Magento_CatalogWidget::product/widget/content/grid.phtml" anchor_text="" id_path="" show_pager="0" products_count="${count}" ${condition}}}</div>`;
const map = (name: string, latitude: number, longitude: number, address: string) =>
  `<div data-content-type="map" data-appearance="default" data-show-controls="true" data-locations='[{"position":{"latitude":${latitude},"longitude":${longitude}},"location_name":"${name}","address":"${address}","phone":"02 99 00 00 00"}]' data-element="main" style="height: 300px;"></div>`;

const home: ByLocale<string> = {
  'fr-FR': [
    row(
      slider(
        [
          slide(
            'Rentrée',
            'wysiwyg/home/slide-1.png',
            'Le goût du terroir dans sa gamelle',
            'Nos croquettes fabriquées en Bretagne, sans colorant ni conservateur.',
            'Découvrir',
            '/alimentation/croquettes',
          ),
          slide(
            'Promenade',
            'wysiwyg/home/slide-2.png',
            'Prêts pour la promenade',
            'Harnais, laisses et manteaux pour toutes les morphologies.',
            'Voir la collection',
            '/promenade',
          ),
          slide(
            'Promotions',
            'wysiwyg/home/slide-3.png',
            'Jusqu’à -30 %',
            'Profitez de nos offres sur une sélection de produits.',
            'J’en profite',
            '/promotions',
          ),
        ].join(''),
      ),
      'full-width',
    ),
    row(
      heading(2, 'Nos nouveautés') +
        productGrid('category_ids="137"', 8) +
        buttons([['Toutes les nouveautés', '/nouveautes', 'primary']]),
    ),
    row(
      heading(2, 'Une alimentation adaptée à chaque chien') +
        text(
          '<p>Chiot, adulte ou senior, petite ou grande race : nos conseillers vous aident à choisir la <strong>formule adaptée</strong>. Essayez notre <a href="/formule-par-race">outil de formule par race</a>.</p>',
        ) +
        image('wysiwyg/home/card-food.png', 'Un bol de croquettes') +
        buttons([
          ['Croquettes', '/alimentation/croquettes', 'primary'],
          ['Pâtées', '/alimentation/patees', 'secondary'],
          ['Nos conseils', '/faq', 'link'],
        ]),
    ),
    row(
      heading(2, 'Meilleures ventes') +
        productGrid('skus="CRQ-001,CRQ-002,PAT-001,FRI-001,COL-001,HAR-001"', 6),
    ),
    row(
      heading(2, 'Notre entrepôt') +
        text('<p>Retrait gratuit du lundi au samedi, de 9 h à 18 h.</p>') +
        map('Truffe — entrepôt de Rennes', 48.1147, -1.6794, '12 rue de la Truffe, 35000 Rennes'),
    ),
  ].join(''),
  'en-GB': [
    row(
      slider(
        [
          slide(
            'Back to school',
            'wysiwyg/home/slide-1.png',
            'A taste of the countryside in every bowl',
            'Our dry food made in Brittany, with no artificial colours or preservatives.',
            'Discover',
            '/food/dry-food',
          ),
          slide(
            'Walking',
            'wysiwyg/home/slide-2.png',
            'Ready for a walk',
            'Harnesses, leads and coats for every shape of dog.',
            'See the collection',
            '/walking',
          ),
          slide(
            'Offers',
            'wysiwyg/home/slide-3.png',
            'Up to 30% off',
            'Enjoy our offers on a selection of products.',
            'Shop the offers',
            '/special-offers',
          ),
        ].join(''),
      ),
      'full-width',
    ),
    row(
      heading(2, 'New arrivals') +
        productGrid('category_ids="137"', 8) +
        buttons([['All new arrivals', '/new-arrivals', 'primary']]),
    ),
    row(
      heading(2, 'The right food for every dog') +
        text(
          '<p>Puppy, adult or senior, small or large breed: our advisers help you choose the <strong>right formula</strong>. Try our <a href="/formule-par-race">formula-by-breed tool</a>.</p>',
        ) +
        image('wysiwyg/home/card-food.png', 'A bowl of dry food') +
        buttons([
          ['Dry food', '/food/dry-food', 'primary'],
          ['Wet food', '/food/wet-food', 'secondary'],
          ['Our advice', '/faq', 'link'],
        ]),
    ),
    row(
      heading(2, 'Best sellers') +
        productGrid('skus="CRQ-001,CRQ-002,PAT-001,FRI-001,COL-001,HAR-001"', 6),
    ),
    row(
      heading(2, 'Our warehouse') +
        text('<p>Free collection Monday to Saturday, 9 am to 6 pm.</p>') +
        map('Truffe — Rennes warehouse', 48.1147, -1.6794, '12 rue de la Truffe, 35000 Rennes'),
    ),
  ].join(''),
};

const breeds: [string, string, string, string][] = [
  [
    'Berger allemand',
    'German Shepherd',
    'Croquettes Grande race Adulte à l’agneau',
    'Large breed adult dry food with lamb',
  ],
  [
    'Labrador',
    'Labrador',
    'Croquettes light Grande race au poulet',
    'Large breed light dry food with chicken',
  ],
  [
    'Bouledogue français',
    'French Bulldog',
    'Croquettes digestion sensible Petite race au saumon',
    'Small breed sensitive digestion dry food with salmon',
  ],
  [
    'Chihuahua',
    'Chihuahua',
    'Croquettes Petite race à la dinde',
    'Small breed dry food with turkey',
  ],
  [
    'Golden retriever',
    'Golden Retriever',
    'Croquettes Grande race au canard',
    'Large breed dry food with duck',
  ],
  [
    'Épagneul breton',
    'Brittany Spaniel',
    'Croquettes Moyenne race au poulet',
    'Medium breed dry food with chicken',
  ],
  [
    'Dogue allemand',
    'Great Dane',
    'Croquettes Race géante au bœuf',
    'Giant breed dry food with beef',
  ],
];

const raceFormula = (locale: Locale) => {
  const fr = locale === 'fr-FR';
  const options = breeds
    .map(
      ([breedFr, breedEn, formulaFr, formulaEn]) =>
        `<option value="${fr ? formulaFr : formulaEn}">${fr ? breedFr : breedEn}</option>`,
    )
    .join('');
  return row(
    text(
      fr
        ? '<p>Chaque race a ses besoins : choisissez celle de votre chien pour découvrir la formule que nous recommandons.</p>'
        : '<p>Every breed has its own needs: choose your dog’s to see the formula we recommend.</p>',
    ) +
      `<div data-content-type="html" data-appearance="default" data-element="main"><div class="race-formula"><label for="race-formula-select">${fr ? 'Race de votre chien' : 'Your dog’s breed'}</label><select id="race-formula-select" class="race-formula-select" name="race"><option value="">${fr ? '— Choisir une race —' : '— Choose a breed —'}</option>${options}</select><div class="race-formula-result" hidden><p>${fr ? 'Notre formule recommandée :' : 'Our recommended formula:'} <strong class="race-formula-result-value"></strong></p></div></div></div>`,
  );
};

const legal = (title: string, paragraphs: string[]) =>
  row(
    paragraphs
      .map(
        (paragraph, index) =>
          (index % 3 === 0 ? heading(2, `${index / 3 + 1}. ${title}`) : '') +
          text(`<p>${paragraph}</p>`),
      )
      .join(''),
  );

export const cmsPages: CmsPageSeed[] = [
  {
    identifier: 'home',
    title: { 'fr-FR': 'Accueil', 'en-GB': 'Home' },
    metaTitle: {
      'fr-FR': 'Truffe — alimentation et accessoires pour chiens',
      'en-GB': 'Truffe — dog food and accessories',
    },
    metaDescription: {
      'fr-FR':
        'Croquettes, pâtées, friandises, colliers, harnais et couchages pour chiens, livrés chez vous.',
      'en-GB':
        'Dry food, wet food, treats, collars, harnesses and beds for dogs, delivered to your door.',
    },
    metaKeywords: {
      'fr-FR': 'croquettes, chien, accessoires',
      'en-GB': 'dog food, dog, accessories',
    },
    content: home,
  },
  {
    identifier: 'faq',
    title: { 'fr-FR': 'Questions fréquentes', 'en-GB': 'Frequently asked questions' },
    contentHeading: { 'fr-FR': 'Questions fréquentes', 'en-GB': 'Frequently asked questions' },
    content: {
      'fr-FR': row(
        text(
          '<p>Retrouvez ci-dessous les réponses aux questions les plus posées par nos clients.</p>',
        ),
      ),
      'en-GB': row(text('<p>Below are the answers to the questions our customers ask most.</p>')),
    },
  },
  {
    identifier: 'rgpd',
    title: { 'fr-FR': 'Protection des données personnelles', 'en-GB': 'Data protection' },
    metaTitle: { 'fr-FR': 'RGPD — protection des données', 'en-GB': 'GDPR — data protection' },
    contentHeading: { 'fr-FR': 'Protection des données personnelles', 'en-GB': 'Data protection' },
    content: {
      'fr-FR': legal('Vos données', [
        'Truffe SAS traite vos données personnelles pour gérer vos commandes, votre compte client et, avec votre accord, vous envoyer sa lettre d’information.',
        'Vos données sont conservées pendant la durée de la relation commerciale puis trois ans à compter de votre dernier achat.',
        'Vous disposez d’un droit d’accès, de rectification, d’effacement et de portabilité : écrivez à <a href="mailto:dpo@truffe.example">dpo@truffe.example</a>.',
        'Les cookies de mesure d’audience ne sont déposés qu’avec votre consentement, valable treize mois.',
      ]),
      'en-GB': legal('Your data', [
        'Truffe SAS processes your personal data to handle your orders and customer account and, with your consent, to send you its newsletter.',
        'Your data is kept for the duration of the business relationship and then three years from your last purchase.',
        'You have the right to access, rectify, erase and port your data: write to <a href="mailto:dpo@truffe.example">dpo@truffe.example</a>.',
        'Analytics cookies are only set with your consent, which lasts thirteen months.',
      ]),
    },
  },
  {
    identifier: 'cgv',
    title: { 'fr-FR': 'Conditions générales de vente', 'en-GB': 'Terms of sale' },
    contentHeading: { 'fr-FR': 'Conditions générales de vente', 'en-GB': 'Terms of sale' },
    content: {
      'fr-FR': legal('Conditions', [
        'Les présentes conditions s’appliquent à toute commande passée sur la boutique Truffe par un consommateur ou un professionnel.',
        'Les prix sont indiqués en euros toutes taxes comprises ; les professionnels voient également les prix hors taxes.',
        'Vous disposez de quatorze jours à compter de la réception pour exercer votre droit de rétractation, sauf pour les denrées alimentaires ouvertes.',
      ]),
      'en-GB': legal('Terms', [
        'These terms apply to every order placed on the Truffe shop by a consumer or a professional.',
        'Prices are shown in euros including VAT; professionals also see prices excluding VAT.',
        'You have fourteen days from delivery to withdraw from the contract, except for opened food products.',
      ]),
    },
  },
  {
    identifier: 'conditions-achats',
    title: { 'fr-FR': 'Conditions d’achat', 'en-GB': 'Purchase conditions' },
    contentHeading: { 'fr-FR': 'Conditions d’achat', 'en-GB': 'Purchase conditions' },
    content: {
      'fr-FR': legal('Achats professionnels', [
        'Les comptes professionnels bénéficient de tarifs dédiés et de remises par quantité affichées sur chaque fiche produit.',
        'Le minimum de commande professionnelle est de 150 € hors taxes ; la livraison est offerte dès 400 € hors taxes.',
        'Les factures sont payables à trente jours fin de mois.',
      ]),
      'en-GB': legal('Professional purchases', [
        'Professional accounts get dedicated prices and quantity discounts shown on each product page.',
        'The minimum professional order is €150 excluding VAT; delivery is free from €400 excluding VAT.',
        'Invoices are payable thirty days end of month.',
      ]),
    },
  },
  {
    identifier: 'no-route',
    title: { 'fr-FR': 'Page introuvable', 'en-GB': 'Page not found' },
    contentHeading: {
      'fr-FR': 'Oups, cette page s’est perdue en promenade',
      'en-GB': 'Oops, this page wandered off',
    },
    content: {
      'fr-FR': row(
        text('<p>La page que vous cherchez n’existe pas ou a été déplacée.</p>') +
          buttons([
            ['Retour à l’accueil', '/', 'primary'],
            ['Voir les nouveautés', '/nouveautes', 'secondary'],
          ]),
      ),
      'en-GB': row(
        text('<p>The page you are looking for does not exist or has moved.</p>') +
          buttons([
            ['Back to the home page', '/', 'primary'],
            ['See new arrivals', '/new-arrivals', 'secondary'],
          ]),
      ),
    },
  },
  {
    identifier: 'formule-par-race',
    title: {
      'fr-FR': 'Quelle formule pour votre race ?',
      'en-GB': 'Which formula for your breed?',
    },
    contentHeading: {
      'fr-FR': 'Quelle formule pour votre race ?',
      'en-GB': 'Which formula for your breed?',
    },
    metaDescription: {
      'fr-FR': 'Trouvez la formule de croquettes adaptée à la race de votre chien.',
      'en-GB': 'Find the dry food formula suited to your dog’s breed.',
    },
    content: { 'fr-FR': raceFormula('fr-FR'), 'en-GB': raceFormula('en-GB') },
  },
];

const block = (identifier: string, fr: [string, string], en: [string, string]): CmsBlockSeed => ({
  identifier,
  title: { 'fr-FR': fr[0], 'en-GB': en[0] },
  content: { 'fr-FR': fr[1], 'en-GB': en[1] },
});

/** The configured block identifiers of spec §2. */
export const cmsBlocks: CmsBlockSeed[] = [
  block(
    'footer-contact',
    [
      'Contact',
      text(
        '<p>Une question ? Appelez-nous au <a href="tel:+33299000000">02 99 00 00 00</a> ou écrivez à <a href="mailto:contact@truffe.example">contact@truffe.example</a>.</p>',
      ),
    ],
    [
      'Contact',
      text(
        '<p>A question? Call us on <a href="tel:+33299000000">+33 2 99 00 00 00</a> or write to <a href="mailto:contact@truffe.example">contact@truffe.example</a>.</p>',
      ),
    ],
  ),
  block(
    'footer-news',
    [
      'Actualités',
      text(
        '<p>Nouveau : notre gamme de croquettes bio est arrivée. <a href="/nouveautes">Découvrir</a></p>',
      ),
    ],
    [
      'News',
      text(
        '<p>New: our organic dry food range has arrived. <a href="/new-arrivals">Discover</a></p>',
      ),
    ],
  ),
  block(
    'footer-links-authenticated',
    [
      'Mon compte',
      text(
        '<ul><li><a href="/user/orders/">Mes commandes</a></li><li><a href="/user/wishlist">Ma liste d’envies</a></li><li><a href="/user/returns">Mes retours</a></li></ul>',
      ),
    ],
    [
      'My account',
      text(
        '<ul><li><a href="/user/orders/">My orders</a></li><li><a href="/user/wishlist">My wishlist</a></li><li><a href="/user/returns">My returns</a></li></ul>',
      ),
    ],
  ),
  block(
    'cart-payments',
    [
      'Paiements sécurisés',
      text('<p>Paiement sécurisé par carte bancaire ou PayPal. Livraison offerte dès 49 €.</p>') +
        image('wysiwyg/blocks/payments.png', 'Cartes bancaires et PayPal acceptés'),
    ],
    [
      'Secure payments',
      text('<p>Secure payment by card or PayPal. Free delivery from €49.</p>') +
        image('wysiwyg/blocks/payments.png', 'Cards and PayPal accepted'),
    ],
  ),
  block(
    'account-top',
    [
      'Bienvenue',
      text(
        '<p>Bienvenue dans votre espace client : suivez vos commandes, vos retours et vos avoirs.</p>',
      ),
    ],
    [
      'Welcome',
      text('<p>Welcome to your account: follow your orders, returns and store credit.</p>'),
    ],
  ),
  block(
    'account-left',
    [
      'Besoin d’aide ?',
      text(
        '<p>Notre équipe répond du lundi au vendredi. <a href="/contact">Nous contacter</a></p>',
      ),
    ],
    [
      'Need help?',
      text('<p>Our team answers Monday to Friday. <a href="/contact">Contact us</a></p>'),
    ],
  ),
  block(
    'login-pro-link',
    [
      'Espace professionnel',
      buttons([['Vous êtes un professionnel ? Connectez-vous', '/login?pro=1', 'link']]),
    ],
    ['Professional area', buttons([['Are you a professional? Sign in', '/login?pro=1', 'link']])],
  ),
  block(
    'register-pro',
    [
      'Devenir client professionnel',
      row(
        heading(2, 'Éleveurs, toiletteurs, pensions : ouvrez un compte professionnel') +
          text(
            '<p>Tarifs dédiés, remises par quantité et paiement à trente jours. Remplissez le formulaire, nous validons votre compte sous 48 h.</p>',
          ),
      ),
    ],
    [
      'Become a professional customer',
      row(
        heading(2, 'Breeders, groomers, kennels: open a professional account') +
          text(
            '<p>Dedicated prices, quantity discounts and thirty-day payment terms. Fill in the form and we approve your account within 48 hours.</p>',
          ),
      ),
    ],
  ),
  block(
    'faq-contact',
    [
      'Vous n’avez pas trouvé votre réponse ?',
      text(
        '<p>Écrivez-nous depuis la <a href="/contact">page contact</a>, nous répondons sous 24 h.</p>',
      ),
    ],
    [
      'Did not find your answer?',
      text(
        '<p>Write to us from the <a href="/contact">contact page</a>, we answer within 24 hours.</p>',
      ),
    ],
  ),
];

export const faqEntries: ByLocale<[string, string, string][]> = {
  'fr-FR': [
    [
      'Commandes',
      'Comment suivre ma commande ?',
      'Dès l’expédition, vous recevez un e-mail avec le lien de suivi. Il est aussi disponible dans votre espace client, rubrique Mes commandes.',
    ],
    [
      'Commandes',
      'Puis-je modifier ma commande ?',
      'Tant qu’elle n’est pas préparée, contactez-nous et nous la modifions pour vous.',
    ],
    [
      'Livraison',
      'Quels sont les délais de livraison ?',
      'Comptez 48 à 72 heures en France métropolitaine, 3 à 5 jours ouvrés vers le Royaume-Uni.',
    ],
    [
      'Livraison',
      'La livraison est-elle offerte ?',
      'Oui, dès 49 € d’achat en France métropolitaine, en point relais.',
    ],
    [
      'Produits',
      'Comment choisir les croquettes de mon chien ?',
      'Tenez compte de son âge, de sa taille et de son activité. Notre page Quelle formule pour votre race ? vous guide.',
    ],
    [
      'Produits',
      'Comment choisir la taille d’un harnais ?',
      'Mesurez le tour de poitrail juste derrière les pattes avant et reportez-vous au guide des tailles de la fiche produit.',
    ],
    [
      'Retours',
      'Comment retourner un article ?',
      'Depuis votre espace client, rubrique Mes retours, sous quatorze jours après réception.',
    ],
    [
      'Professionnels',
      'Comment ouvrir un compte professionnel ?',
      'Remplissez le formulaire d’inscription professionnelle, « Créer un compte professionnel », proposé sur les pages Connexion et Créer un compte ; nous validons votre compte sous 48 heures.',
    ],
  ],
  'en-GB': [
    [
      'Orders',
      'How do I track my order?',
      'When it ships you receive an e-mail with the tracking link. It is also in your account, under My orders.',
    ],
    [
      'Orders',
      'Can I change my order?',
      'As long as it has not been prepared, contact us and we change it for you.',
    ],
    [
      'Delivery',
      'How long does delivery take?',
      'Allow 48 to 72 hours in mainland France and 3 to 5 working days to the United Kingdom.',
    ],
    ['Delivery', 'Is delivery free?', 'Yes, from €49 in mainland France, to a pickup point.'],
    [
      'Products',
      'How do I choose my dog’s dry food?',
      'Consider age, size and activity. Our Which formula for your breed? page guides you.',
    ],
    [
      'Products',
      'How do I choose a harness size?',
      'Measure the chest just behind the front legs and check the size guide on the product page.',
    ],
    [
      'Returns',
      'How do I return an item?',
      'From your account, under My returns, within fourteen days of delivery.',
    ],
    [
      'Professionals',
      'How do I open a professional account?',
      'Fill in the professional registration form, “Create a professional account”, offered on the Sign in and Create an account pages; we approve your account within 48 hours.',
    ],
  ],
};

/** Custom redirects (request path without leading slash -> target, status). */
export const redirects: ByLocale<[string, string, 301 | 302][]> = {
  'fr-FR': [
    ['ancienne-boutique/croquettes', 'alimentation/croquettes', 301],
    ['soldes', '/promotions', 302],
    ['blog', 'https://blog.truffe.example/', 301],
    ['formule', 'formule-par-race', 301],
    ['protection-des-donnees', '/rgpd', 301],
  ],
  'en-GB': [
    ['old-shop/dry-food', 'food/dry-food', 301],
    ['sale', '/special-offers', 302],
    ['blog', 'https://blog.truffe.example/en/', 301],
  ],
};

/** Feature flags (`isFeatureActive`), stored as configuration. */
export const featureFlags: Record<string, boolean> = {
  wishlist: true,
  sharedWishlist: true,
  productReviews: true,
  quickOrder: true,
  addToCartByReference: true,
  storeCredit: true,
  inStockAlert: true,
  currencySwitcher: false,
};
