/** Every area of the server's configuration, in the order the configuration table (docs/configuration.md) lists them. */
import { DatabaseVariables } from './database';
import { InstanceVariables } from './instance';
import { JobVariables } from './jobs';
import { LimitVariables } from './limits';
import { MailVariables } from './mail';
import { OidcVariables } from './oidc';
import { ProviderVariables } from './providers';
import { SignInVariables } from './sign-in';
import { SigningVariables } from './signing-config';
import { StoreVariables } from './store';
import type { VariableArea } from './variables';
import { WebAppVariables } from './web-app';

export const serverVariableAreas: readonly VariableArea[] = [
  InstanceVariables,
  DatabaseVariables,
  StoreVariables,
  SignInVariables,
  OidcVariables,
  LimitVariables,
  MailVariables,
  SigningVariables,
  ProviderVariables,
  JobVariables,
  WebAppVariables,
];
