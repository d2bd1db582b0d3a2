import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminSetUserPasswordCommand,
  type AttributeType,
  CognitoIdentityProviderClient,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { type IdentityGroup, identityGroups } from '@liqui/domain';
import type { AccessKeyPair, IdentityConfig } from '../config/identity.js';
import type { Logger } from '../logger.js';
import type { IdentityHooks, IdentityUser, IdentityUserStatus } from '../ports/identity.js';
import { IdentityError, identityErrorNames } from '../ports/identity-errors.js';
import type { IdentityService } from './identity.js';
import { toUsername } from './users.js';

/**
 * {@link IdentityService} over Amazon Cognito (issue 14 item 3: "the local one and Cognito through
 * the same interface"): what the back office (staff users, company accounts) calls when
 * `config.identity.kind` is `cognito`. Every call goes to the user pool's admin API with the
 * official AWS SDK v3, signed (SigV4) with the AWS SDK's default credentials chain
 * (`AWS_ACCESS_KEY_ID`/`AWS_SECRET_ACCESS_KEY`, `AWS_PROFILE`, an instance or task role). The
 * server's role needs, on the pool: `cognito-idp:AdminCreateUser`, `AdminAddUserToGroup`,
 * `AdminRemoveUserFromGroup`, `AdminSetUserPassword`, `AdminGetUser`, `AdminListGroupsForUser` and
 * `ListUsers` (README "Amazon Cognito").
 */

/** The Cognito pool of the config. */
export type CognitoIdentityConfig = Extract<IdentityConfig, { kind: 'cognito' }>;

const knownStatuses: readonly IdentityUserStatus[] = [
  'UNCONFIRMED',
  'CONFIRMED',
  'FORCE_CHANGE_PASSWORD',
  'RESET_REQUIRED',
];

/**
 * Cognito's user status as ours. Decision for the statuses the local provider does not have:
 * `EXTERNAL_PROVIDER` (a federated user, signed in elsewhere) → CONFIRMED; `COMPROMISED` (must
 * change its password) → RESET_REQUIRED; anything else (`ARCHIVED`, `UNKNOWN`) → UNCONFIRMED.
 */
export function statusOf(status: string | undefined): IdentityUserStatus {
  const known = knownStatuses.find((candidate) => candidate === status);
  if (known) return known;
  if (status === 'EXTERNAL_PROVIDER') return 'CONFIRMED';
  if (status === 'COMPROMISED') return 'RESET_REQUIRED';
  return 'UNCONFIRMED';
}

/** The groups among `names` that the app knows (`identityGroups`); others in the pool are ignored. */
function knownGroups(names: readonly (string | undefined)[]): IdentityGroup[] {
  return names.filter((name): name is IdentityGroup =>
    identityGroups.some((group) => group === name),
  );
}

/**
 * A Cognito user (`UserType` of ListUsers/AdminCreateUser, or AdminGetUser's answer) as an
 * {@link IdentityUser}. `username` is the lower-cased `email` attribute: in a pool whose sign-in
 * attribute is the e-mail Cognito's own `Username` is the `sub`, and the rest of the server (and
 * every admin call here) names users by e-mail, which Cognito accepts as `Username` too.
 *
 * @throws Error when Cognito's answer has no `sub` (it always has one).
 */
export function toCognitoIdentityUser(
  user: {
    Username?: string | undefined;
    Attributes?: AttributeType[] | undefined;
    UserStatus?: string | undefined;
    UserCreateDate?: Date | undefined;
  },
  groups: readonly IdentityGroup[],
): IdentityUser {
  const attributes = new Map(
    (user.Attributes ?? []).map((attribute) => [attribute.Name, attribute.Value]),
  );
  const sub = attributes.get('sub');
  if (!sub) throw new Error('Cognito answered a user without sub');
  const email = toUsername(attributes.get('email') ?? user.Username ?? '');
  return {
    sub,
    username: email,
    email,
    status: statusOf(user.UserStatus),
    givenName: attributes.get('given_name') ?? null,
    familyName: attributes.get('family_name') ?? null,
    phoneNumber: attributes.get('phone_number') ?? null,
    groups,
    createdAt: user.UserCreateDate ?? new Date(0),
  };
}

/**
 * Runs `call`, turning Cognito's errors whose names the local provider shares
 * (`identityErrorNames`: UsernameExistsException, UserNotFoundException,
 * InvalidPasswordException, InvalidParameterException, ResourceNotFoundException, …) into
 * {@link IdentityError} with Cognito's message; anything else (throttling, IAM refusals, the
 * network) is rethrown as is (the API answers it 500 and logs it).
 */
async function mapped<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const known = error instanceof Error && identityErrorNames.find((name) => name === error.name);
    if (known) throw new IdentityError(known, error.message);
    throw error;
  }
}

const subPattern = /^[0-9a-f-]{36}$/i;

/**
 * Builds the Cognito implementation of {@link IdentityService} for `config`'s pool.
 *
 * - `adminCreateUser`: AdminCreateUser with the e-mail as user name and the attributes `email`,
 *   `email_verified: true` (the administrator vouches for it, as in the local provider),
 *   `given_name`, `family_name`, `phone_number` as given, `DesiredDeliveryMediums: ['EMAIL']`:
 *   Cognito e-mails the invitation with the temporary password itself (`temporaryPassword` when
 *   given, else one Cognito generates under the pool's policy; FORCE_CHANGE_PASSWORD). With
 *   `password` the invitation is suppressed (`MessageAction: SUPPRESS`) and AdminSetUserPassword
 *   makes that password permanent (CONFIRMED). Then AdminAddUserToGroup for each group, and
 *   `hooks.onUserConfirmed` (its failure is logged, not thrown), as the local provider does.
 *   Decision: when a later step fails the user stays created in the pool and the error is thrown
 *   (no AdminDeleteUser: one permission less; the admin can finish it in the console).
 * - `adminAddUserToGroup` / `adminRemoveUserFromGroup` / `adminSetUserPassword`: the Admin*
 *   operations of the same names (Cognito's AdminSetUserPassword signs the user out too).
 * - `findUser`: AdminGetUser (the e-mail lower-cased) + AdminListGroupsForUser; UserNotFoundException → `null`.
 * - `findUserBySub`: ListUsers with `Filter: sub = "<sub>"` + AdminListGroupsForUser; none, or a
 *   `sub` that is not a UUID → `null`.
 * - `isSessionActive`: always `true`. Decision: Cognito offers no lookup of a sign-in by its
 *   `origin_jti`; a signed-out session's refresh token is revoked by Cognito (GlobalSignOut,
 *   RevokeToken, AdminSetUserPassword) and its access token dies within its lifetime (1 hour by
 *   default; shorten the app client's access-token validity for a tighter bound). The API's
 *   token verifier does not ask it for Cognito anyway (`createPoolTokenVerifier`).
 *
 * Failures: {@link IdentityError} with Cognito's own error names (they are the local provider's:
 * UsernameExistsException, UserNotFoundException, InvalidPasswordException,
 * InvalidParameterException, ResourceNotFoundException for an unknown group); other AWS errors
 * as the SDK throws them.
 *
 * @param config - the pool (`COGNITO_USER_POOL_ID`, `COGNITO_REGION`) and `endpoint`
 *   (`COGNITO_ENDPOINT`: another Cognito-compatible server, e.g. the local provider in tests).
 * @param deps.logger - logs the hook's failures.
 * @param deps.hooks - {@link IdentityHooks}: `onUserConfirmed` after an admin creation.
 * @param deps.credentials - fixed credentials instead of the default chain (tests).
 */
export function createCognitoIdentityService(
  config: CognitoIdentityConfig,
  deps: { logger: Logger; hooks?: IdentityHooks; credentials?: AccessKeyPair },
): IdentityService {
  const client = new CognitoIdentityProviderClient({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(deps.credentials ? { credentials: { ...deps.credentials } } : {}),
  });
  const UserPoolId = config.userPoolId;
  const logger = deps.logger.child({ module: 'identity-cognito' });

  async function groupsOf(username: string): Promise<IdentityGroup[]> {
    const names: (string | undefined)[] = [];
    let NextToken: string | undefined;
    do {
      const page = await client.send(
        new AdminListGroupsForUserCommand({ UserPoolId, Username: username, Limit: 60, NextToken }),
      );
      names.push(...(page.Groups ?? []).map((group) => group.GroupName));
      NextToken = page.NextToken;
    } while (NextToken);
    return knownGroups(names);
  }

  return {
    adminCreateUser: (input) =>
      mapped(async () => {
        const email = toUsername(input.email);
        const attributes: AttributeType[] = [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ];
        if (input.givenName !== undefined) {
          attributes.push({ Name: 'given_name', Value: input.givenName });
        }
        if (input.familyName !== undefined) {
          attributes.push({ Name: 'family_name', Value: input.familyName });
        }
        if (input.phoneNumber !== undefined) {
          attributes.push({ Name: 'phone_number', Value: input.phoneNumber });
        }
        const isPermanent = input.password !== undefined;
        const created = await client.send(
          new AdminCreateUserCommand({
            UserPoolId,
            Username: email,
            UserAttributes: attributes,
            DesiredDeliveryMediums: ['EMAIL'],
            ...(isPermanent ? { MessageAction: 'SUPPRESS' } : {}),
            ...(!isPermanent && input.temporaryPassword !== undefined
              ? { TemporaryPassword: input.temporaryPassword }
              : {}),
          }),
        );
        if (input.password !== undefined) {
          await client.send(
            new AdminSetUserPasswordCommand({
              UserPoolId,
              Username: email,
              Password: input.password,
              Permanent: true,
            }),
          );
        }
        const groups = [...new Set(input.groups ?? [])];
        for (const GroupName of groups) {
          await client.send(
            new AdminAddUserToGroupCommand({ UserPoolId, Username: email, GroupName }),
          );
        }
        const user = toCognitoIdentityUser(
          {
            ...created.User,
            ...(isPermanent ? { UserStatus: 'CONFIRMED' } : {}),
          },
          groups,
        );
        if (deps.hooks?.onUserConfirmed) {
          try {
            await deps.hooks.onUserConfirmed(user);
          } catch (error) {
            logger.error({ err: error, sub: user.sub }, 'The onUserConfirmed hook failed');
          }
        }
        return user;
      }),
    adminAddUserToGroup: (username, group) =>
      mapped(async () => {
        await client.send(
          new AdminAddUserToGroupCommand({
            UserPoolId,
            Username: toUsername(username),
            GroupName: group,
          }),
        );
      }),
    adminRemoveUserFromGroup: (username, group) =>
      mapped(async () => {
        await client.send(
          new AdminRemoveUserFromGroupCommand({
            UserPoolId,
            Username: toUsername(username),
            GroupName: group,
          }),
        );
      }),
    adminSetUserPassword: (username, password, options) =>
      mapped(async () => {
        await client.send(
          new AdminSetUserPasswordCommand({
            UserPoolId,
            Username: toUsername(username),
            Password: password,
            Permanent: options.permanent,
          }),
        );
      }),
    findUser: (username) =>
      mapped(async () => {
        const name = toUsername(username);
        try {
          const user = await client.send(new AdminGetUserCommand({ UserPoolId, Username: name }));
          return toCognitoIdentityUser(
            { ...user, Attributes: user.UserAttributes },
            await groupsOf(name),
          );
        } catch (error) {
          if (error instanceof Error && error.name === 'UserNotFoundException') return null;
          throw error;
        }
      }),
    findUserBySub: (sub) =>
      mapped(async () => {
        if (!subPattern.test(sub)) return null;
        const { Users } = await client.send(
          new ListUsersCommand({ UserPoolId, Filter: `sub = "${sub}"`, Limit: 1 }),
        );
        const [found] = Users ?? [];
        if (!found) return null;
        const user = toCognitoIdentityUser(found, []);
        return { ...user, groups: await groupsOf(user.username) };
      }),
    isSessionActive: async () => true,
  };
}
