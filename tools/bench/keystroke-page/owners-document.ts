/** An application with the primary owner and 8 additional owners filled in: 9 owners in all. */
const owner = (i: number) => ({
  firstName: `Owner`,
  lastName: `Number${String.fromCharCode(65 + i)}`,
  email: `owner${i}@example.com.au`,
  primaryPhone: '0412345678',
  dateOfBirth: '1980-01-01',
  streetNumber: String(i + 1),
  streetName: 'George',
  streetType: 'Street',
  city: 'Sydney',
  state: 'NSW',
  postalCode: '2000',
  residencyStatus: 'AUSTRALIAN_CITIZEN',
  percentOwnership: '10',
  hasResponsibility: i % 2 === 0,
  ...(i % 2 === 0 ? { responsibilityTitle: 'SECRETARY' } : {}),
});

export const ownersDocument = {
  owners: [{ firstName: 'Jane', lastName: 'Citizen', email: 'jane@example.com.au', percentOwnership: '20' }],
  business: { _extension: { hasAdditionalOwners: true } },
  coOwners: Array.from({ length: 8 }, (_, i) => owner(i)),
};
