/** Labeling Preference of the settings bar (spec section 9): SELLER_LABEL by default. */
export const LABELING_PREFERENCES = ['SELLER_LABEL', 'AMAZON_LABEL_ONLY', 'AMAZON_LABEL_PREFERRED'] as const;
export type LabelingPreference = (typeof LABELING_PREFERENCES)[number];
export const DEFAULT_LABELING_PREFERENCE: LabelingPreference = 'SELLER_LABEL';
