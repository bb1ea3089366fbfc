import { staffAddedSchema, staffMemberSchema } from '@shop/shared/admin/responses';
import { okSchema } from '@shop/shared/api/responses';
import { addStaffSchema, staffRoleSchema } from '@shop/shared/admin/staff';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, invalidForm, noBody } from '../../../lib/route-contracts';
import { actorOf, requirePermission } from '../guard';
import type { StaffService } from './service';

const tags = ['Back office'];
const params = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const memberResponses = { 200: z.object({ member: staffMemberSchema }), ...errorResponses };

/** Back-office accounts (ADR 070): owners only, every change audited. */
export function adminStaffRoutes(admin: FastifyInstance, staff: StaffService): void {
  const api = admin.withTypeProvider<ZodTypeProvider>();
  const onRequest = requirePermission('staff.manage');

  api.get(
    '/api/admin/staff',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Owners and staff (owners only)',
        response: { 200: z.object({ items: z.array(staffMemberSchema) }), ...errorResponses },
      },
    },
    async (req) => ({ items: await staff.list(actorOf(req)) }),
  );

  api.post(
    '/api/admin/staff',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Give an account back-office access (a new email gets a set-password link)',
        body: addStaffSchema,
        response: { 201: staffAddedSchema, ...errorResponses },
      },
      schemaErrorFormatter: invalidForm,
    },
    async (req, reply) => reply.status(201).send(await staff.add(actorOf(req), req.body)),
  );

  api.post(
    '/api/admin/staff/:id/role',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Make a member of staff an owner, or an owner staff (never the last owner)',
        params,
        body: staffRoleSchema,
        response: memberResponses,
      },
      schemaErrorFormatter: invalidForm,
    },
    async (req) => ({
      member: await staff.changeRole(actorOf(req), req.params.id, req.body.role),
    }),
  );

  api.post(
    '/api/admin/staff/:id/revoke',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Take back-office access away (never from the last owner)',
        params,
        body: noBody.optional(),
        response: { 200: okSchema, ...errorResponses },
      },
    },
    async (req) => {
      await staff.revoke(actorOf(req), req.params.id);
      return { ok: true as const };
    },
  );
}
