import { describe, expect, it } from 'vitest';
import { bidderCodeSchema, composeTtThau, issuingUnitSchema, ttThauFits } from './tt-thau';

const award = {
  kind: 'award' as const,
  decision: '57/QĐ-TTMS',
  packageCode: 'G1',
  groupCode: 'N1',
  year: 2022,
};

describe('composeTtThau: every case of QĐ 130 / QĐ 4750', () => {
  it('an award: decision;package;group;year', () => {
    expect(composeTtThau(award)).toBe('57/QĐ-TTMS;G1;N1;2022');
    expect(
      composeTtThau({
        kind: 'award',
        decision: ' 989/QĐ-SYT ',
        packageCode: 'G1',
        groupCode: 'N1',
        year: 2020,
      }),
    ).toBe('989/QĐ-SYT;G1;N1;2020');
  });

  it('two winning bidders for the same drug append Gi.YY', () => {
    expect(composeTtThau({ ...award, bidderCode: 'G2.01' })).toBe('57/QĐ-TTMS;G1;N1;2022;G2.01');
    expect(composeTtThau({ ...award, bidderCode: 'G2.02' })).toBe('57/QĐ-TTMS;G1;N1;2022;G2.02');
  });

  it('a borrowed award appends the issuing unit: national centre, province, hospital', () => {
    expect(composeTtThau({ ...award, decision: '46/QĐ-TTMS', year: 2020, issuingUnit: '00' })).toBe(
      '46/QĐ-TTMS;G1;N1;2020;00',
    );
    expect(
      composeTtThau({
        kind: 'award',
        decision: '120/QĐ-SYT',
        packageCode: 'G2',
        groupCode: 'N3',
        year: 2021,
        issuingUnit: '31',
      }),
    ).toBe('120/QĐ-SYT;G2;N3;2021;31');
    expect(
      composeTtThau({
        kind: 'award',
        decision: '250/QĐ-BVCR',
        packageCode: 'G1',
        groupCode: 'N3',
        year: 2021,
        issuingUnit: '79048',
      }),
    ).toBe('250/QĐ-BVCR;G1;N3;2021;79048');
  });

  it('a price-negotiated drug appends 00 once', () => {
    expect(composeTtThau({ ...award, priceNegotiated: true })).toBe('57/QĐ-TTMS;G1;N1;2022;00');
    expect(composeTtThau({ ...award, priceNegotiated: true, issuingUnit: '00' })).toBe(
      '57/QĐ-TTMS;G1;N1;2022;00',
    );
    expect(composeTtThau({ ...award, priceNegotiated: false })).toBe('57/QĐ-TTMS;G1;N1;2022');
  });

  it('bidder order and issuing unit together keep the order of the rule', () => {
    expect(composeTtThau({ ...award, bidderCode: 'G2.01', issuingUnit: '31' })).toBe(
      '57/QĐ-TTMS;G1;N1;2022;G2.01;31',
    );
  });

  it('a self-made drug: document sent to the insurer;year', () => {
    expect(composeTtThau({ kind: 'self_made', documentNumber: '456/BVYHCTTW-BH', year: 2023 })).toBe(
      '456/BVYHCTTW-BH;2023',
    );
  });

  it('checks the field length: 50 for drugs, 25 for supplies', () => {
    const text = composeTtThau(award);
    expect(ttThauFits(text, 'drug')).toBe(true);
    expect(ttThauFits(text, 'supply')).toBe(true);
    expect(ttThauFits(composeTtThau({ ...award, bidderCode: 'G2.01', issuingUnit: '79048' }), 'supply')).toBe(
      false,
    );
    expect(ttThauFits('x'.repeat(51), 'drug')).toBe(false);
  });

  it('validates the bidder order and the issuing unit', () => {
    expect(bidderCodeSchema.parse('G2.01')).toBe('G2.01');
    expect(bidderCodeSchema.parse('')).toBeNull();
    expect(bidderCodeSchema.safeParse('G2.1').success).toBe(false);
    expect(issuingUnitSchema.parse('00')).toBe('00');
    expect(issuingUnitSchema.parse('79048')).toBe('79048');
    expect(issuingUnitSchema.safeParse('123').success).toBe(false);
  });
});
