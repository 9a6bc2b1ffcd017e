/**
 * The operations console at /ops, loaded only when staff open it (applicants never download it):
 * sign-in, finding applications and reading one, and, for administrators, adding staff. Without a staff session every page is the
 * sign-in; a session the server refuses ends here too.
 */
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { Container } from '../../widgets/later/container';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { staffLogOut } from './ops-api';
import { OpsApplicationPage } from './ops-application-page';
import { OpsEnrolmentPage } from './ops-enrolment-page';
import { OpsLoginPage } from './ops-login-page';
import { OpsPasswordPage } from './ops-password-page';
import { OpsRulesPage } from './ops-rules-page';
import { OpsSearchPage } from './ops-search-page';
import { OpsStaffPage } from './ops-staff-page';
import { endOpsSession, opsSession } from './ops-session';

function OpsHeader() {
  const { member } = useSnapshot(opsSession);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  async function signOut() {
    await staffLogOut().catch(() => undefined);
    endOpsSession();
    queryClient.removeQueries({ queryKey: ['ops'] });
    void navigate('/ops/login', { replace: true });
  }
  return (
    <Box as="header" borderBottomWidth="1px" py="3">
      <Container maxW="6xl">
        <HStack justifyContent="space-between" flexWrap="wrap" gap="2">
          <HStack gap="2" flexWrap="wrap">
            <Text fontWeight="bold" me="2">
              Operations console
            </Text>
            {member && (
              <HStack as="nav" aria-label="Console" gap="1">
                <Button asChild size="sm" variant="ghost">
                  <RouterLink to="/ops">Applications</RouterLink>
                </Button>
                <Button asChild size="sm" variant="ghost">
                  <RouterLink to="/ops/rules">Validation rules</RouterLink>
                </Button>
                {member.role === 'admin' && (
                  <Button asChild size="sm" variant="ghost">
                    <RouterLink to="/ops/staff">Add staff</RouterLink>
                  </Button>
                )}
              </HStack>
            )}
          </HStack>
          {member && (
            <HStack gap="3" flexWrap="wrap">
              <Text fontSize="sm" whiteSpace="nowrap">
                {member.fullName} ({member.role})
              </Text>
              <Button asChild size="sm" variant="ghost">
                <RouterLink to="/ops/password">Change password</RouterLink>
              </Button>
              <Button size="sm" variant="outline" onClick={() => void signOut()}>
                Sign out
              </Button>
            </HStack>
          )}
        </HStack>
      </Container>
    </Box>
  );
}

export function OpsConsole() {
  const { accessToken, member } = useSnapshot(opsSession);
  return (
    <>
      <OpsHeader />
      <Container as="main" maxW="6xl" py="6">
        <Routes>
          <Route path="enrol" element={<OpsEnrolmentPage />} />
          <Route path="login" element={accessToken ? <Navigate to="/ops" replace /> : <OpsLoginPage />} />
          <Route path="applications/:id" element={accessToken ? <OpsApplicationPage /> : <Navigate to="/ops/login" replace />} />
          <Route path="rules" element={accessToken ? <OpsRulesPage /> : <Navigate to="/ops/login" replace />} />
          <Route path="password" element={accessToken ? <OpsPasswordPage /> : <Navigate to="/ops/login" replace />} />
          {/* Administrators only: the server refuses anyone else too. */}
          <Route
            path="staff"
            element={!accessToken ? <Navigate to="/ops/login" replace /> : member?.role === 'admin' ? <OpsStaffPage /> : <Navigate to="/ops" replace />}
          />
          <Route index element={accessToken ? <OpsSearchPage /> : <Navigate to="/ops/login" replace />} />
          <Route path="*" element={<Navigate to="/ops" replace />} />
        </Routes>
      </Container>
    </>
  );
}
