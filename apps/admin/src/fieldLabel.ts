/**
 * The label a staff member reads for a field the admin API names by its key (`price`, `tierPrices.0.qty`,
 * `texts.fr-FR.title`): the same words as the input of the form, in the admin's language. Null when the key is
 * not one of a form's inputs (then a refusal names no field rather than an API key).
 */
import type { TranslateFunction } from 'react-admin';

const tierLabels: Record<string, string> = {
  groupId: 'truffe.tier.group',
  qty: 'truffe.tier.qty',
  price: 'truffe.tier.price',
};

export function fieldLabel(
  translate: TranslateFunction,
  resource: string,
  field: string,
): string | null {
  const tier = /^tierPrices\.(\d+)(?:\.(\w+))?$/.exec(field);
  if (tier) {
    const inner = tier[2] === undefined ? undefined : tierLabels[tier[2]];
    return translate('truffe.validation.tierField', {
      row: Number(tier[1]) + 1,
      field: inner ? translate(inner) : '',
    }).replace(/\s*:\s*$/, '');
  }
  const text = /^texts\.([a-zA-Z-]+)\.(\w+)$/.exec(field);
  if (text && (resource === 'pages' || resource === 'blocks')) {
    const language = translate(`truffe.content.language_${text[1]}`, { _: text[1] });
    return translate(`truffe.content.${text[2]}`, { language, _: '' }) || null;
  }
  return translate(`resources.${resource}.fields.${field}`, { _: '' }) || null;
}
