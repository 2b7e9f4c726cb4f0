import type { ColumnType, Generated } from 'kysely';

/** Table types of the database, kept beside the migrations that create them. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type Role = 'owner' | 'admin' | 'viewer';

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  email_verified: boolean;
  image: string | null;
  two_factor_enabled: boolean | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  token: string;
  expires_at: Timestamp;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProfilesTable {
  user_id: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  phone: Generated<string>;
  updated_at: Timestamp;
}

export interface ProjectsTable {
  id: Generated<string>;
  name: string;
  description: Generated<string>;
  created_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProjectMembersTable {
  project_id: string;
  user_id: string;
  role: Role;
  joined_at: Timestamp;
}

export interface ShopsTable {
  id: Generated<string>;
  project_id: string | null;
  name: string;
  store_domain: string;
  store_url: string;
  normalised_domain: string;
  time_zone: Generated<string>;
  currency: Generated<string>;
  created_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ShopAccessTable {
  shop_id: string;
  id: Generated<string>;
  user_id: string;
  role: Generated<Role>;
  is_default: Generated<boolean>;
  created_at: Timestamp;
}

export interface NotificationsTable {
  shop_id: string;
  id: Generated<string>;
  user_id: string;
  title: string;
  description: Generated<string>;
  type: Generated<'success' | 'info' | 'warning' | 'error'>;
  event_type: string;
  is_read: Generated<boolean>;
  created_at: Timestamp;
}

export interface NotificationSettingsTable {
  user_id: string;
  email: Generated<boolean>;
  updated_at: Timestamp;
}

export type ActivityKind = 'account' | 'project' | 'shop' | 'import' | 'export';

export interface ActivityLogTable {
  id: Generated<string>;
  user_id: string;
  shop_id: string | null;
  kind: ActivityKind;
  action: string;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Timestamp;
}

export interface EmailOutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  profiles: ProfilesTable;
  projects: ProjectsTable;
  project_members: ProjectMembersTable;
  shops: ShopsTable;
  shop_access: ShopAccessTable;
  notifications: NotificationsTable;
  notification_settings: NotificationSettingsTable;
  activity_log: ActivityLogTable;
  email_outbox: EmailOutboxTable;
}
