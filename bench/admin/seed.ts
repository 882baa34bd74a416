import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/database';

export type SeedSize = {
  users: number;
  flowcharts: number;
  events: number;
  sessionsPerUser: number;
};

/**
 * Fills an empty database in a few bulk statements (generate_series): users with every role,
 * tier and expiry state, their sessions (country set on most, as behind a trusted proxy),
 * flowcharts spread over the last year, and generation events. Ciphertexts are placeholders:
 * nothing here is decrypted.
 */
export async function seed(db: Db, size: SeedSize): Promise<void> {
  await db.execute(sql`
    insert into users (email, password_hash, full_name, role, subscription_tier,
      subscription_expiry_date, is_verified, disabled, created_at)
    select 'user' || g || '@bench.example.com', null, 'Bench User ' || g,
      case when g % 50 = 0 then 'team_member' else 'user' end,
      (array['free','free','free','pro','premium','organization'])[1 + g % 6],
      case when g % 6 >= 3 then now() + ((g % 90) - 20) * interval '1 day' end,
      g % 10 <> 0, g % 97 = 0,
      now() - (g % 730) * interval '1 day' - (g % 1440) * interval '1 minute'
    from generate_series(1, ${size.users}) g`);
  await db.execute(sql`
    with u as (select id, row_number() over (order by id) as n from users)
    insert into sessions (user_id, started_at, last_seen_at, ended_at, ip, country, user_agent)
    select u.id,
      now() - ((u.n * 7 + k * 13) % 60) * interval '1 day' - interval '2 hours',
      now() - ((u.n * 7 + k * 13) % 60) * interval '1 day' - interval '1 hour',
      case when k > 1 then now() - ((u.n * 7 + k * 13) % 60) * interval '1 day' - interval '1 hour' end,
      '198.51.100.' || (u.n % 250 + 1),
      case when u.n % 9 = 0 then null
        else (array['US','DE','IN','GB','FR','BR','JP','CA','NG','AU'])[1 + (u.n + k) % 10] end,
      'bench'
    from u cross join generate_series(1, ${size.sessionsPerUser}) k`);
  await db.execute(sql`
    with u as (select id, row_number() over (order by id) - 1 as n, count(*) over () as total from users)
    insert into flowcharts (id, user_id, title, language, code_encrypted, flowchart_encrypted,
      created_at, updated_at)
    select gen_random_uuid(), u.id, 'Flowchart ' || g,
      (array['python','python','javascript','c','cpp','java'])[1 + g % 6], 'x', 'x',
      now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute',
      now() - (g % 200) * interval '1 day'
    from generate_series(1, ${size.flowcharts}) g
    join u on u.n = (g * 7919) % u.total`);
  await db.execute(sql`
    with u as (select id, row_number() over (order by id) - 1 as n, count(*) over () as total from users)
    insert into generation_events (user_id, language, line_count, duration_ms, outcome, created_at)
    select u.id, (array['python','javascript','c','cpp','java'])[1 + g % 5], 10 + g % 300,
      1 + g % 40, (array['ok','ok','ok','ok','error','too_large','timeout','busy'])[1 + g % 8],
      now() - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second'
    from generate_series(1, ${size.events}) g
    join u on u.n = g % u.total`);
  await db.execute(sql`
    update users u set lifetime_flowcharts_created = f.n
    from (select user_id, count(*) as n from flowcharts group by user_id) f
    where f.user_id = u.id`);
  await db.execute(sql`analyze`);
}
