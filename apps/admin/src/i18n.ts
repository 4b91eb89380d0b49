/** French (default) and English for the back office: react-admin's own messages and ours (ra-i18n-polyglot). */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';

import { setApiLocale } from './api';

const fr = {
  truffe: {
    title: 'Truffe — back office',
    login: {
      heading: 'Connexion du personnel',
      email: 'E-mail',
      password: 'Mot de passe',
      code: 'Code à usage unique (application d’authentification)',
      submit: 'Se connecter',
    },
    action: {
      invoice: 'Facturer',
      ship: 'Expédier',
      cancel: 'Annuler la commande',
      refund: 'Rembourser',
      authorise: 'Autoriser',
      receive: 'Marquer reçu',
      refuse: 'Refuser',
      approve: 'Approuver',
      reject: 'Rejeter',
      approvePro: 'Approuver le compte pro',
      refusePro: 'Refuser le compte pro',
      changeGroup: 'Changer de groupe',
      reply: 'Répondre',
      close: 'Clore le ticket',
      done: 'Fait.',
    },
    field: {
      carrier: 'Transporteur',
      trackingNumber: 'Numéro de suivi',
      refundTo: 'Rembourser sur',
      toPayment: 'le moyen de paiement',
      toStoreCredit: 'un avoir (crédit boutique)',
      shipping: 'Rembourser aussi la livraison',
      reason: 'Motif',
      lineQty: 'Quantité à rembourser (vide : tout)',
      comment: 'Commentaire',
      message: 'Message',
    },
    filter: {
      q: 'Recherche (numéro ou e-mail)',
      customer: 'Client',
      delivery: 'Livraison',
      payment: 'Paiement',
      from: 'Du',
      to: 'Au',
    },
    delivery: { home: 'À domicile', pickup: 'Point relais' },
  },
  resources: {
    orders: {
      name: 'Commande |||| Commandes',
      fields: {
        number: 'Numéro',
        status: 'Statut',
        email: 'E-mail',
        customerName: 'Client',
        delivery: 'Livraison',
        paymentMethod: 'Paiement',
        grandTotal: 'Total TTC',
        createdAt: 'Passée le',
        shipments: 'Expéditions',
        lines: 'Lignes',
        history: 'Historique',
        creditMemos: 'Avoirs',
        invoices: 'Factures',
      },
    },
    returns: {
      name: 'Retour |||| Retours',
      fields: {
        number: 'Numéro',
        orderNumber: 'Commande',
        email: 'E-mail',
        status: 'Statut',
        resolution: 'Souhait',
        comment: 'Commentaire',
        message: 'Message',
        refusalReason: 'Motif du refus',
        createdAt: 'Demandé le',
        lines: 'Lignes',
      },
    },
    customers: {
      name: 'Client |||| Clients',
      fields: {
        email: 'E-mail',
        firstname: 'Prénom',
        lastname: 'Nom',
        group: 'Groupe',
        proStatus: 'Statut pro',
        company: 'Société',
        siret: 'SIRET',
        vatNumber: 'N° de TVA',
        activity: 'Activité',
        createdAt: 'Inscrit le',
        q: 'Recherche',
      },
    },
    reviews: {
      name: 'Avis |||| Avis',
      fields: {
        productName: 'Produit',
        sku: 'SKU',
        rating: 'Note',
        authorName: 'Auteur',
        title: 'Titre',
        comment: 'Avis',
        status: 'Statut',
        createdAt: 'Déposé le',
      },
    },
    tickets: {
      name: 'Ticket |||| Assistance',
      fields: {
        id: 'N°',
        subject: 'Sujet',
        status: 'Statut',
        email: 'E-mail',
        orderNumber: 'Commande',
        lastMessageAt: 'Dernier message',
      },
    },
    products: {
      name: 'Produit |||| Produits',
      fields: {
        sku: 'SKU',
        name: 'Nom',
        price: 'Prix TTC (€)',
        specialPrice: 'Prix spécial TTC (€)',
        qty: 'Stock',
        isActive: 'Actif',
        type: 'Type',
        q: 'Recherche',
        'texts.fr-FR.name': 'Nom (français)',
        'texts.en-GB.name': 'Nom (anglais)',
        'texts.fr-FR.shortDescription': 'Résumé (français)',
        'texts.en-GB.shortDescription': 'Résumé (anglais)',
        'texts.fr-FR.description': 'Description (français)',
        'texts.en-GB.description': 'Description (anglais)',
        specialFrom: 'Prix spécial du',
        specialTo: 'Prix spécial au',
      },
    },
  },
};

type Messages = typeof fr;

const en: Messages = {
  truffe: {
    title: 'Truffe — back office',
    login: {
      heading: 'Staff sign-in',
      email: 'E-mail',
      password: 'Password',
      code: 'One-time code (authenticator app)',
      submit: 'Sign in',
    },
    action: {
      invoice: 'Invoice',
      ship: 'Ship',
      cancel: 'Cancel the order',
      refund: 'Refund',
      authorise: 'Authorise',
      receive: 'Mark received',
      refuse: 'Refuse',
      approve: 'Approve',
      reject: 'Reject',
      approvePro: 'Approve the pro account',
      refusePro: 'Refuse the pro account',
      changeGroup: 'Change group',
      reply: 'Reply',
      close: 'Close the ticket',
      done: 'Done.',
    },
    field: {
      carrier: 'Carrier',
      trackingNumber: 'Tracking number',
      refundTo: 'Refund to',
      toPayment: 'the payment method',
      toStoreCredit: 'store credit',
      shipping: 'Refund the shipping too',
      reason: 'Reason',
      lineQty: 'Quantity to refund (empty: all)',
      comment: 'Comment',
      message: 'Message',
    },
    filter: {
      q: 'Search (number or e-mail)',
      customer: 'Customer',
      delivery: 'Delivery',
      payment: 'Payment',
      from: 'From',
      to: 'To',
    },
    delivery: { home: 'Home delivery', pickup: 'Pickup point' },
  },
  resources: {
    orders: {
      name: 'Order |||| Orders',
      fields: {
        number: 'Number',
        status: 'Status',
        email: 'E-mail',
        customerName: 'Customer',
        delivery: 'Delivery',
        paymentMethod: 'Payment',
        grandTotal: 'Total incl. VAT',
        createdAt: 'Placed on',
        shipments: 'Shipments',
        lines: 'Lines',
        history: 'History',
        creditMemos: 'Credit memos',
        invoices: 'Invoices',
      },
    },
    returns: {
      name: 'Return |||| Returns',
      fields: {
        number: 'Number',
        orderNumber: 'Order',
        email: 'E-mail',
        status: 'Status',
        resolution: 'Wish',
        comment: 'Comment',
        message: 'Message',
        refusalReason: 'Refusal reason',
        createdAt: 'Asked on',
        lines: 'Lines',
      },
    },
    customers: {
      name: 'Customer |||| Customers',
      fields: {
        email: 'E-mail',
        firstname: 'First name',
        lastname: 'Last name',
        group: 'Group',
        proStatus: 'Pro status',
        company: 'Company',
        siret: 'SIRET',
        vatNumber: 'VAT number',
        activity: 'Activity',
        createdAt: 'Registered on',
        q: 'Search',
      },
    },
    reviews: {
      name: 'Review |||| Reviews',
      fields: {
        productName: 'Product',
        sku: 'SKU',
        rating: 'Rating',
        authorName: 'Author',
        title: 'Title',
        comment: 'Review',
        status: 'Status',
        createdAt: 'Left on',
      },
    },
    tickets: {
      name: 'Ticket |||| Helpdesk',
      fields: {
        id: 'No.',
        subject: 'Subject',
        status: 'Status',
        email: 'E-mail',
        orderNumber: 'Order',
        lastMessageAt: 'Last message',
      },
    },
    products: {
      name: 'Product |||| Products',
      fields: {
        sku: 'SKU',
        name: 'Name',
        price: 'Price incl. VAT (€)',
        specialPrice: 'Special price incl. VAT (€)',
        qty: 'Stock',
        isActive: 'Active',
        type: 'Type',
        q: 'Search',
        'texts.fr-FR.name': 'Name (French)',
        'texts.en-GB.name': 'Name (English)',
        'texts.fr-FR.shortDescription': 'Summary (French)',
        'texts.en-GB.shortDescription': 'Summary (English)',
        'texts.fr-FR.description': 'Description (French)',
        'texts.en-GB.description': 'Description (English)',
        specialFrom: 'Special price from',
        specialTo: 'Special price until',
      },
    },
  },
};

const catalogues = {
  fr: { ...frenchMessages, ...fr },
  en: { ...englishMessages, ...en },
};

const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem('RaStore.locale');
const initial = stored?.includes('en') ? 'en' : 'fr';
setApiLocale(initial);

export const i18nProvider = polyglotI18nProvider(
  (locale) => {
    setApiLocale(locale);
    document.documentElement.lang = locale;
    return locale === 'en' ? catalogues.en : catalogues.fr;
  },
  initial,
  [
    { locale: 'fr', name: 'Français' },
    { locale: 'en', name: 'English' },
  ],
  { allowMissing: true },
);
