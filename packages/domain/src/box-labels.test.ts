import { describe, expect, it } from 'vitest';
import { boxLabelPageType } from './box-labels.js';

describe('boxLabelPageType', () => {
  const us = { countryCode: 'US' };
  it("keeps a partnered shipment's choice, Letter 2 for A4 in the US", () => {
    expect(boxLabelPageType('PackageLabel_Letter_2', { ...us, partnered: true })).toBe('PackageLabel_Letter_2');
    expect(boxLabelPageType('PackageLabel_Thermal', { ...us, partnered: true })).toBe('PackageLabel_Thermal');
    expect(boxLabelPageType('PackageLabel_A4_2', { ...us, partnered: true })).toBe('PackageLabel_Letter_2');
    expect(boxLabelPageType('PackageLabel_A4_2', { countryCode: 'DE', partnered: true })).toBe('PackageLabel_A4_2');
  });

  it('gives a non-partnered shipment the nearest page Amazon takes for it', () => {
    expect(boxLabelPageType('PackageLabel_Letter_2', { ...us, partnered: false })).toBe('PackageLabel_Letter_4');
    expect(boxLabelPageType('PackageLabel_Thermal', { ...us, partnered: false })).toBe('PackageLabel_Thermal_NonPCP');
    expect(boxLabelPageType('PackageLabel_A4_2', { ...us, partnered: false })).toBe('PackageLabel_Letter_4');
    expect(boxLabelPageType('PackageLabel_A4_2', { countryCode: 'DE', partnered: false })).toBe('PackageLabel_A4_2');
  });
});
