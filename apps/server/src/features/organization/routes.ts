import { organizationEndpoints as endpoints, organizationMessages } from '@codeflow/contracts';
import type { AppInstance } from '../../http/appInstance';
import { route } from '../../http/registerEndpoint';
import { requireUser } from '../auth/guard';
import { addMember, listTeamMembers, organizationInfo, removeMember } from './organizationService';
import {
  acceptInvitation,
  declineInvitation,
  leaveTeam,
  listInvitations,
  myInvitations,
  revokeInvitation,
} from './invitations';
import { joinInfo } from './joinInfo';
import { listTeamFlowcharts, shareWithTeam, unshareFromTeam } from './teamFlowchartService';

/**
 * Organizations (docs/product.md#api): the four calls of the product and the team's shared
 * flowcharts. Every call needs a signed-in user; who may do what is decided by the services.
 */
export default async function organizationRoutes(app: AppInstance): Promise<void> {
  const { db } = app;

  route(app, endpoints.info, async (request) => organizationInfo(db, await requireUser(request)));

  route(app, endpoints.members, async (request) => listTeamMembers(db, await requireUser(request)));

  route(app, endpoints.addMember, async (request, reply) => {
    const added = await addMember(app.auth, await requireUser(request), request.body);
    return added.kind === 'member'
      ? reply.status(201).send(added.member)
      : reply.status(202).send(added.invitation);
  });

  route(app, endpoints.invitations, async (request) =>
    listInvitations(db, await requireUser(request)),
  );

  route(app, endpoints.revokeInvitation, async (request, reply) => {
    await revokeInvitation(db, await requireUser(request), request.params.id);
    return reply.status(204).send();
  });

  route(app, endpoints.myInvitations, async (request) =>
    myInvitations(db, await requireUser(request)),
  );

  route(app, endpoints.acceptInvitation, async (request) => {
    const ownerName = await acceptInvitation(db, await requireUser(request), request.params.id);
    return { message: organizationMessages.invitationAccepted(ownerName) };
  });

  route(app, endpoints.declineInvitation, async (request) => {
    await declineInvitation(db, await requireUser(request), request.params.id);
    return { message: organizationMessages.invitationDeclined };
  });

  route(app, endpoints.leaveTeam, async (request) => {
    const ownerName = await leaveTeam(db, app.teamEvents, await requireUser(request));
    return { message: organizationMessages.leftTeam(ownerName) };
  });

  // public: the page of a new member's invite link, before they have a password
  route(app, endpoints.joinInfo, async (request) => joinInfo(db, request.query.token));

  route(app, endpoints.removeMember, async (request, reply) => {
    await removeMember(db, app.teamEvents, await requireUser(request), request.params.id);
    return reply.status(204).send();
  });

  route(app, endpoints.teamFlowcharts, async (request) =>
    listTeamFlowcharts(db, await requireUser(request)),
  );

  route(app, endpoints.shareWithTeam, async (request, reply) => {
    await shareWithTeam(db, await requireUser(request), request.params.id);
    return reply.status(204).send();
  });

  route(app, endpoints.unshareFromTeam, async (request, reply) => {
    await unshareFromTeam(db, app.teamEvents, await requireUser(request), request.params.id);
    return reply.status(204).send();
  });
}
