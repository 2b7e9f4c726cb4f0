import { z } from 'zod';

/**
 * The to-do list of a shop (SPEC §3 "Task", §4 "Task status"). Invalid input names an error code
 * as the zod message; the API answers with that code (and its message in the caller's language)
 * instead of the generic validation_failed.
 */

/** SPEC §4: pending → in-progress → completed; any move is allowed, completedAt follows the status. */
export const taskStatuses = ['pending', 'in-progress', 'completed'] as const;
export type TaskStatus = (typeof taskStatuses)[number];

/** The areas of the app a task can be about (the sources one-click tasks come from). */
export const taskCategories = [
  'marketing',
  'analytics',
  'products',
  'customers',
  'tracking',
  'other',
] as const;
export type TaskCategory = (typeof taskCategories)[number];

export const taskPriorities = ['low', 'medium', 'high'] as const;
export type TaskPriority = (typeof taskPriorities)[number];

export const TASK_TITLE_MAX = 200;
export const TASK_DESCRIPTION_MAX = 5000;
export const TASK_SOURCE_URL_MAX = 2048;
export const TASK_SOURCE_CONTEXT_MAX = 200;
/** The most tasks one list answer carries; open tasks come first, so only old completed ones fall off. */
export const TASK_LIST_LIMIT = 500;

/**
 * True when the text has a control character: any at all, or (with `allowLineBreaks`) any but
 * tab, line feed and carriage return. PostgreSQL cannot store NUL, and the others have no place
 * in a title.
 */
export function hasControlCharacters(text: string, allowLineBreaks = false): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 0x7f) return true;
    if (code >= 0x20) continue;
    if (allowLineBreaks && (code === 0x09 || code === 0x0a || code === 0x0d)) continue;
    return true;
  }
  return false;
}

/**
 * True for a link the app may put into an href: a path inside the app ('/analytics/orders?x=1';
 * not '//host' or '/\host', which browsers read as another site) or an absolute http(s) URL without
 * credentials. Everything else (javascript:, data:, relative paths, spaces, control characters) is
 * refused, so a task can never carry a script or a disguised link.
 */
export function isSafeTaskSourceUrl(value: string): boolean {
  if (value.length === 0 || value.length > TASK_SOURCE_URL_MAX) return false;
  if (/\s|\\/.test(value) || hasControlCharacters(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
  } catch {
    return false;
  }
}

const taskTitle = z
  .string({ error: 'task_title_required' })
  .trim()
  .min(1, { error: 'task_title_required' })
  .max(TASK_TITLE_MAX, { error: 'task_title_too_long' })
  .refine((text) => !hasControlCharacters(text), { error: 'task_text_invalid' });

/** An empty description is stored as none. */
const taskDescription = z
  .string({ error: 'task_text_invalid' })
  .trim()
  .max(TASK_DESCRIPTION_MAX, { error: 'task_description_too_long' })
  .refine((text) => !hasControlCharacters(text, true), { error: 'task_text_invalid' });

const taskSourceUrl = z
  .string({ error: 'task_source_url_invalid' })
  .trim()
  .refine(isSafeTaskSourceUrl, { error: 'task_source_url_invalid' });

const taskSourceContext = z
  .string({ error: 'task_text_invalid' })
  .trim()
  .max(TASK_SOURCE_CONTEXT_MAX, { error: 'task_source_context_too_long' })
  .refine((text) => !hasControlCharacters(text), { error: 'task_text_invalid' });

const taskCategory = z.enum(taskCategories, { error: 'task_category_invalid' });
const taskPriority = z.enum(taskPriorities, { error: 'task_priority_invalid' });
const taskStatus = z.enum(taskStatuses, { error: 'task_status_invalid' });

export const taskSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    description: z.string().nullable(),
    category: z.enum(taskCategories),
    priority: z.enum(taskPriorities),
    status: z.enum(taskStatuses),
    /** Where the task came from: an app path or an http(s) URL (always passes isSafeTaskSourceUrl). */
    sourceUrl: z.string().nullable(),
    /** That source in words, e.g. 'Z reportu Objednávky'. */
    sourceContext: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** Set while the task is completed (SPEC §4). */
    completedAt: z.string().nullable(),
    /** Who created the task; null once that account is deleted. */
    createdByName: z.string().nullable(),
    /** Whether the caller may delete it: its creator, or an admin of the shop. */
    canDelete: z.boolean(),
  })
  .meta({ id: 'Task' });
export type Task = z.infer<typeof taskSchema>;

export const taskStatusCountsSchema = z
  .object({ pending: z.number().int(), 'in-progress': z.number().int(), completed: z.number().int() })
  .meta({ id: 'TaskStatusCounts' });
export type TaskStatusCounts = z.infer<typeof taskStatusCountsSchema>;

export const taskListSchema = z
  .object({
    /** Open tasks first, then by priority (high first) and creation (newest first); at most TASK_LIST_LIMIT. */
    items: z.array(taskSchema),
    /** Tasks per status under the category and priority filters, whatever the status filter and limit. */
    counts: taskStatusCountsSchema,
    /** True when more tasks match than `items` holds. */
    truncated: z.boolean(),
  })
  .meta({ id: 'TaskList' });
export type TaskList = z.infer<typeof taskListSchema>;

export const taskListQuerySchema = z.object({
  status: taskStatus.optional(),
  category: taskCategory.optional(),
  priority: taskPriority.optional(),
});
export type TaskListQuery = z.infer<typeof taskListQuerySchema>;

export const createTaskSchema = z
  .strictObject({
    title: taskTitle,
    description: taskDescription.nullable().optional(),
    category: taskCategory.default('other'),
    priority: taskPriority.default('medium'),
    status: taskStatus.default('pending'),
    sourceUrl: taskSourceUrl.nullable().optional(),
    sourceContext: taskSourceContext.nullable().optional(),
  })
  .meta({ id: 'CreateTask' });
export type CreateTask = z.input<typeof createTaskSchema>;
export type CreateTaskParsed = z.output<typeof createTaskSchema>;

/** The fields a task's change may set; its source stays what it was created with. */
export const updateTaskSchema = z
  .strictObject({
    title: taskTitle.optional(),
    description: taskDescription.nullable().optional(),
    category: taskCategory.optional(),
    priority: taskPriority.optional(),
    status: taskStatus.optional(),
  })
  .meta({ id: 'UpdateTask' });
export type UpdateTask = z.infer<typeof updateTaskSchema>;
