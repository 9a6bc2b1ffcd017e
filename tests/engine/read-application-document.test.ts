import { describe, expect, it } from 'vitest';
import { readApplicationDocument } from '../../src/engine/application-document/read-application-document';

describe('readApplicationDocument', () => {
  it('reads the named answers of a document', () => {
    const answers = readApplicationDocument({
      owners: [{ firstName: 'Rita', lastName: 'Renewal' }, { firstName: 'Other' }],
      business: { legalBusinessName: ' Harbour Cafe Pty Ltd ', state: 'NSW', _extension: { abn: '51824753556' } },
      fundingNeeds: { desiredLoanAmount: 50000 },
      _extension: { renewable: true },
    });
    expect(answers).toEqual({
      business: { legalBusinessName: ' Harbour Cafe Pty Ltd ', state: 'NSW', abn: '51824753556' },
      fundingNeeds: { desiredLoanAmount: 50000 },
      applicant: { firstName: 'Rita', lastName: 'Renewal' },
      extension: { renewable: true },
    });
  });

  it('leaves out what is missing or of another type, and reads anything that is not a document as empty', () => {
    const empty = { business: {}, fundingNeeds: {}, applicant: {}, extension: {} };
    const strip = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
    expect(strip(readApplicationDocument({}))).toEqual(empty);
    expect(strip(readApplicationDocument(null))).toEqual(empty);
    expect(strip(readApplicationDocument([{ business: {} }]))).toEqual(empty);
    expect(
      strip(
        readApplicationDocument({
          owners: 'Rita',
          business: { legalBusinessName: 42, state: ['NSW'], _extension: { abn: 51824753556 } },
          fundingNeeds: { desiredLoanAmount: '50000' },
          _extension: [],
        }),
      ),
    ).toEqual(empty);
    expect(readApplicationDocument({ owners: [null] }).applicant).toEqual({});
  });
});
