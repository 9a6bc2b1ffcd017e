/**
 * An administrator adds a staff member: name, e-mail and role. The server mails the new member a
 * single-use link to choose their own password and set up their authenticator (decision 69), so
 * nothing secret is shown here; the page says where the link went and until when it works. The
 * server's rules decide what is valid; its refusal is said in words.
 */
import { Alert, Button, Field, Input, Stack } from '@chakra-ui/react';
import { NativeSelect } from '../../widgets/later/native-select';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { StaffInvitation, StaffMember } from '../../engine/contract/staff.contract';
import { ApiError } from '../api/http';
import { ConsoleForm } from './console-form';
import { addStaffMember } from './ops-api';
import { dateTime } from './ops-format';
import { useFormSubmission } from './use-form-submission';

type Role = StaffMember['role'];

const ROLES: Record<Role, string> = {
  ops: 'Operations: reads and acts on applications',
  admin: 'Administrator: also changes product rules and adds staff',
};

function refusalText(error: unknown): string {
  if (!(error instanceof ApiError)) return 'We could not add the staff member just now. Please try again.';
  if (error.status === 409) return 'A staff member with this e-mail address already exists.';
  if (error.status === 403) return 'Only an administrator can add staff members.';
  if (error.status === 400) {
    const message = error.error?.message ?? '';
    // The request schema's own wording names fields by their path: said in the form's words instead.
    if (/email/i.test(message)) return 'Please enter a valid e-mail address.';
    if (/fullName/.test(message)) return 'Please enter the name, up to 100 characters.';
    return message || 'Please check the name and the e-mail address.';
  }
  return 'We could not add the staff member just now. Please try again.';
}

export function OpsStaffPage() {
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('ops');
  const [added, setAdded] = useState<StaffInvitation | null>(null);
  const { busy, error, setError, send } = useFormSubmission(refusalText);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setAdded(null);
    if (!fullName.trim() || !email.trim()) return setError('Please enter the name and the e-mail address.');
    await send(async () => {
      setAdded(await addStaffMember({ fullName: fullName.trim(), email: email.trim(), role }));
      setFullName('');
      setEmail('');
      setRole('ops');
    });
  }

  return (
    <ConsoleForm
      id="staff-heading"
      title="Add a staff member"
      intro="They are e-mailed a link to choose their own password and set up their authenticator app. The link works once, for 72 hours."
      error={error}
      onSubmit={submit}
    >
      {added && (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {added.member.fullName} is added as {added.member.role === 'admin' ? 'an administrator' : 'operations staff'}.
            </Alert.Title>
            <Alert.Description>
              Their set-up link went to {added.member.email} and works until {dateTime.format(new Date(added.enrolmentExpiresAt))}.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Field.Root required>
        <Field.Label>Full name</Field.Label>
        <Input value={fullName} onChange={(e) => setFullName(e.target.value)} autoComplete="off" maxLength={100} />
      </Field.Root>
      <Field.Root required>
        <Field.Label>E-mail</Field.Label>
        <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
      </Field.Root>
      <Field.Root required>
        <Field.Label>Role</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={role} onChange={(e) => setRole(e.target.value as Role)}>
            {(Object.keys(ROLES) as Role[]).map((value) => (
              <option key={value} value={value}>
                {ROLES[value]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4" alignItems={{ base: 'stretch', sm: 'center' }}>
        <Button type="submit" colorPalette="brand" loading={busy}>
          Add and send the link
        </Button>
        <RouterLink to="/ops">Back to applications</RouterLink>
      </Stack>
    </ConsoleForm>
  );
}
