import { z } from 'zod';
import { roleSchema } from './roles.ts';

export const projectSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    createdBy: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    role: roleSchema,
    shopCount: z.number().int(),
    memberCount: z.number().int(),
  })
  .meta({ id: 'Project' });
export type Project = z.infer<typeof projectSchema>;

export const projectListSchema = z.object({ items: z.array(projectSchema) }).meta({ id: 'ProjectList' });

export const createProjectSchema = z
  .object({
    name: z.string().trim().min(1).max(120),
    description: z.string().trim().max(500).default(''),
  })
  .meta({ id: 'CreateProject' });
export type CreateProject = z.input<typeof createProjectSchema>;

export const updateProjectSchema = z
  .object({
    name: z.string().trim().min(1).max(120).optional(),
    description: z.string().trim().max(500).optional(),
  })
  .strict()
  .meta({ id: 'UpdateProject' });
export type UpdateProject = z.infer<typeof updateProjectSchema>;

export const projectMemberSchema = z
  .object({
    userId: z.string(),
    email: z.string(),
    fullName: z.string(),
    role: roleSchema,
    joinedAt: z.string(),
  })
  .meta({ id: 'ProjectMember' });
export type ProjectMember = z.infer<typeof projectMemberSchema>;

export const projectMemberListSchema = z
  .object({ items: z.array(projectMemberSchema) })
  .meta({ id: 'ProjectMemberList' });

/** SPEC §5: the e-mail is trimmed and lower-cased before it is looked up. */
export const inviteMemberSchema = z
  .object({
    email: z.string().trim().toLowerCase().pipe(z.email()),
    role: roleSchema.default('viewer'),
  })
  .meta({ id: 'InviteMember' });
export type InviteMember = z.input<typeof inviteMemberSchema>;

export const updateMemberSchema = z.object({ role: roleSchema }).strict().meta({ id: 'UpdateMember' });
