/**
 * Deterministic seed: merchants, flags, register settings, demo accounts with a team, 600+ games,
 * content, promotions, inbox, reports. Same data on every run (seeded PRNG); times are relative to now.
 */
import {
  merchants,
  whitelabelFlags,
  registerFields,
  defaultFieldPatterns,
  agentMenuItems,
  encodeServiceLink,
  type RegisterField,
  type RegisterFieldSetting,
  type WhitelabelFlag,
} from '@lobby/contract';
import type { Db } from './db.ts';
import { Prng } from './prng.ts';
import { hashPasswordSync, type HashCost } from './security.ts';

/** The demo accounts printed by `npm start`. */
export const demoAccounts = [
  {
    username: 'demo_player',
    password: 'Player123',
    role: 'player (type 0), upline demo_agent',
    mobile: '+63 9170000001',
  },
  {
    username: 'demo_agent',
    password: 'Agent123',
    role: 'agent (type 1), 13 downlines, pending contracts',
    mobile: '+63 9170000002',
  },
  { username: 'demo_fresh', password: 'Fresh123', role: 'player (type 0), firstTimeLogin', mobile: '+63 9170000003' },
] as const;
/** Payment password of the demo accounts (withdraw, transfers). */
export const demoPaymentPassword = '123456';

const flagsOff: WhitelabelFlag[] = ['FACEBOOKLOGIN3', 'GOOGLELOGIN3'];

export function defaultFlags(): Record<WhitelabelFlag, '1' | '0'> {
  return Object.fromEntries(whitelabelFlags.map((f) => [f, flagsOff.includes(f) ? '0' : '1'])) as Record<
    WhitelabelFlag,
    '1' | '0'
  >;
}

export function defaultRegisterSettings(): Record<RegisterField, RegisterFieldSetting> {
  const on: Partial<Record<RegisterField, [boolean, boolean]>> = {
    username: [true, true],
    password: [true, true],
    confirmPassword: [true, true],
    mobileNum: [true, false],
    verificationCode: [true, true],
    email: [true, false],
    nickname: [true, false],
    affiliateCode: [true, false],
    captcha: [true, true],
  };
  return Object.fromEntries(
    registerFields.map((f) => {
      const [enabled, required] = on[f] ?? [false, false];
      return [f, { enabled, required, patternId: defaultFieldPatterns[f] }];
    }),
  ) as Record<RegisterField, RegisterFieldSetting>;
}

export function defaultSettings() {
  return {
    vipBenefits: true,
    promotions: { MISSION: true, REFERRAL: true },
    dividendEnabled: true,
    templates: { mem_cen: '1', dep_func: '0' },
    agentMenu: [...agentMenuItems],
    mobileTemplate: {
      app_background: '#1b1f3b',
      app_desc: 'Play 600+ games anywhere. Install the Lobby app.',
      app_desc_font_color: '#ffffff',
    },
    download: {
      title: 'Lobby App',
      subtitle: 'Faster, safer, always on',
      bonusText: 'Get 8 free spins on first login',
    },
    minimumAge: 18,
  };
}

export const defaultStatus = () => ({
  maintenance: false,
  regionRestricted: false,
  maintenanceUntil: null,
  message: null,
});

interface VendorSpec {
  code: string;
  name: string;
  type: string;
  count: number;
}
const vendorSpecs: VendorSpec[] = [
  { code: 'PG', name: 'PG Soft', type: 'RNG', count: 70 },
  { code: 'JILI', name: 'JILI', type: 'RNG', count: 60 },
  { code: 'CQ9', name: 'CQ9', type: 'RNG', count: 50 },
  { code: 'PP', name: 'Pragmatic Play', type: 'RNG', count: 60 },
  { code: 'JDB', name: 'JDB', type: 'RNG', count: 40 },
  { code: 'FC', name: 'Fa Chai', type: 'RNG', count: 40 },
  { code: 'JILI', name: 'JILI', type: 'FISH', count: 10 },
  { code: 'CQ9', name: 'CQ9', type: 'FISH', count: 8 },
  { code: 'FC', name: 'Fa Chai', type: 'FISH', count: 6 },
  { code: 'JDB', name: 'JDB', type: 'FISH', count: 6 },
  { code: 'EVO', name: 'Evolution', type: 'LIVE', count: 40 },
  { code: 'SEXY', name: 'AE Sexy', type: 'LIVE', count: 12 },
  { code: 'DG', name: 'Dream Gaming', type: 'LIVE', count: 10 },
  { code: 'BTI_SPORTS', name: 'BTi Sports', type: 'SPORTS', count: 4 },
  { code: 'SABA', name: 'SABA Sports', type: 'SPORTS', count: 3 },
  { code: 'TF', name: 'TF Gaming', type: 'ESPORTS', count: 6 },
  { code: 'DS88', name: 'DS88 Sabong', type: 'COCKFIGHT', count: 4 },
  { code: 'KM', name: 'Kingmaker', type: 'PVP', count: 40 },
  { code: 'V8', name: 'V8 Poker', type: 'PVP', count: 30 },
  { code: 'LOBBY', name: 'Lobby Originals', type: 'INHOUSE', count: 20 },
  { code: 'TCG_LOTTO_VN', name: 'TCG Lotto VN', type: 'LOTT', count: 36 },
  { code: 'TCG_SEA', name: 'TCG SEA Lotto', type: 'LOTT', count: 20 },
  { code: 'TCG_LOTTO_VN', name: 'TCG Lotto VN', type: 'ELOTT', count: 40 },
];

const words = {
  RNG: {
    a: [
      'Golden',
      'Lucky',
      'Mighty',
      'Wild',
      'Fortune',
      'Dragon',
      'Mystic',
      'Royal',
      'Crazy',
      'Super',
      'Magic',
      'Jungle',
      'Ocean',
      'Fire',
      'Candy',
      'Neon',
      'Samurai',
      'Pharaoh',
      'Aztec',
      'Panda',
    ],
    b: [
      'Gems',
      'Riches',
      'Spins',
      'Treasure',
      'Empire',
      'Legend',
      'Fruits',
      'Bonanza',
      'Megaways',
      'Jackpot',
      'Quest',
      'Blaze',
      'Wins',
      'Kingdom',
      'Temple',
      'Rush',
      'Party',
      'Charms',
      'Reels',
      'Coins',
    ],
  },
  FISH: {
    a: ['Ocean', 'Mega', 'Royal', 'Golden', 'Dragon', 'Jackpot', 'Deep Sea', 'Happy'],
    b: ['Fishing', 'Hunter', 'King', 'Shooter', 'Catch', 'Bay'],
  },
  LIVE: {
    a: ['Speed', 'Lightning', 'VIP', 'Classic', 'Immersive', 'Golden', 'Mega', 'First Person'],
    b: ['Baccarat', 'Roulette', 'Blackjack', 'Sic Bo', 'Dragon Tiger', 'Fan Tan', 'Poker', 'Crazy Time'],
  },
  SPORTS: { a: ['Sportsbook', 'Live Betting', 'Virtual', 'Asian'], b: ['Hub', 'Arena', 'Center', 'Lines'] },
  ESPORTS: {
    a: ['Dota 2', 'League of Legends', 'CS2', 'Valorant', 'Mobile Legends', 'PUBG'],
    b: ['Match', 'Series', 'Cup'],
  },
  COCKFIGHT: { a: ['Sabong', 'Derby', 'Pit', 'Arena'], b: ['Live', 'Classic', 'Night', 'Main'] },
  PVP: {
    a: ['Tongits', 'Pusoy', 'Teen Patti', 'Rummy', 'Texas', 'Baccarat', 'Bull Bull', 'Sic Bo', 'Poker', 'Blackjack'],
    b: ['Go', 'Pro', 'Club', 'Royale', 'Rush', 'Classic'],
  },
  INHOUSE: {
    a: ['Crash', 'Mines', 'Plinko', 'Dice', 'Limbo', 'Keno', 'Tower', 'Hilo', 'Wheel', 'Coin Flip'],
    b: ['X', 'Pro'],
  },
  LOTT: {
    a: [
      'Mien Bac',
      'Mien Nam',
      'Mien Trung',
      'Ho Chi Minh',
      'Ha Noi',
      'Da Nang',
      'Can Tho',
      'Vung Tau',
      'Thai Lotto',
      'Lao Lotto',
      'PCSO',
      'Malaysia 4D',
      'Singapore 4D',
      'Cambodia',
    ],
    b: ['VIP', 'Daily', 'Express', '6/58', '6/45', 'Special'],
  },
  ELOTT: {
    a: ['Fast 3', 'PK10', '5D', 'Lucky 28', 'Keno', 'Happy 8', 'Sic Bo', 'Color'],
    b: ['1 min', '3 min', '5 min', 'Turbo', 'Classic'],
  },
} as const;

const minBets = [0.01, 0.05, 0.1, 0.5, 0.75] as const;

/** Seeds an empty (migrated) database. */
export function seed(
  db: Db,
  cost: HashCost,
  now = new Date(),
  /** Receives each account the seed makes with its published password (production's check). */
  logins?: { username: string; password: string }[],
): void {
  const rnd = new Prng(20261121);
  const iso = (msAgo: number) => new Date(now.getTime() - msAgo).toISOString();
  const H = 3_600_000;
  const D = 24 * H;

  /** A prepared INSERT of `columns` into `table`, one placeholder per column. */
  const insertInto = (table: string, columns: string) =>
    db.prepare(
      `INSERT INTO ${table} (${columns}) VALUES (${columns
        .split(', ')
        .map(() => '?')
        .join(', ')})`,
    );

  db.transaction(() => {
    // Production mode refuses a database with this mark (db.ts holdsDemoData).
    db.prepare("INSERT OR REPLACE INTO platform_meta (key, value) VALUES ('demo', '1')").run();

    // ---------- merchants ----------
    const insMerchant = insertInto('merchants', 'code, name, is_trial, flags, register_settings, settings, status');
    for (const [code, name, trial] of [
      [merchants.normal, 'Lobby', 0],
      [merchants.trial, 'Lobby (trial)', 1],
    ] as const) {
      insMerchant.run(
        code,
        name,
        trial,
        JSON.stringify(defaultFlags()),
        JSON.stringify(defaultRegisterSettings()),
        JSON.stringify(defaultSettings()),
        JSON.stringify(defaultStatus()),
      );
    }

    // ---------- VIP levels ----------
    const vipNames = [
      'Member',
      'Bronze',
      'Silver',
      'Gold',
      'Platinum',
      'Diamond',
      'Crown',
      'Royal',
      'Legend',
      'Supreme',
    ];
    const insVip = insertInto('vip_levels', 'level, name, required_bet_cents, benefits');
    vipNames.forEach((name, level) =>
      insVip.run(
        level,
        name,
        level === 0 ? 0 : Math.round(5000 * 3 ** (level - 1)) * 100,
        JSON.stringify({
          birthdayBonus: level * 88,
          upgradeBonus: level * 50,
          rebatePercent: (5 + level) / 10, // 0.5, 0.6 ... as an operator writes them (not 0.5 + 7 * 0.1)
          withdrawLimitPerDay: 50_000 + level * 50_000,
        }),
      ),
    );

    // ---------- members ----------
    const insMember = db.prepare(`INSERT INTO members
      (merchant, username, username_lc, password_hash, payment_password_hash, type, upline_id, reg_date,
       country_dialing_code, mobile_num, email, nickname, payee_name, balance_cents, first_time_login, icon,
       vip_level, total_bet_cents, affiliate_code, rebate_rate, last_login_at, last_bet_at, online, register_method)
      VALUES (@merchant, @username, @username_lc, @password_hash, @payment_password_hash, @type, @upline_id, @reg_date,
       @country_dialing_code, @mobile_num, @email, @nickname, @payee_name, @balance_cents, @first_time_login, @icon,
       @vip_level, @total_bet_cents, @affiliate_code, @rebate_rate, @last_login_at, @last_bet_at, @online, @register_method)`);
    const payHash = hashPasswordSync(demoPaymentPassword, cost);
    const addMember = (m: Partial<Record<string, string | number | null>> & { username: string; password: string }) => {
      logins?.push({ username: m.username, password: m.password });
      return Number(
        insMember.run({
          merchant: merchants.normal,
          username_lc: m.username.toLowerCase(),
          password_hash: hashPasswordSync(m.password, cost),
          payment_password_hash: null,
          type: 0,
          upline_id: null,
          reg_date: iso(rnd.int(30, 400) * D),
          country_dialing_code: null,
          mobile_num: null,
          email: null,
          nickname: null,
          payee_name: null,
          balance_cents: rnd.int(0, 500_000),
          first_time_login: 0,
          icon: rnd.int(1, 12),
          vip_level: 0,
          total_bet_cents: 0,
          affiliate_code: null,
          rebate_rate: 0.5,
          last_login_at: null,
          last_bet_at: null,
          online: 0,
          register_method: 'H5',
          ...Object.fromEntries(Object.entries(m).filter(([k]) => k !== 'password')),
        }).lastInsertRowid,
      );
    };

    const agentId = addMember({
      username: 'demo_agent',
      password: 'Agent123',
      payment_password_hash: payHash,
      type: 1,
      reg_date: iso(420 * D),
      country_dialing_code: '+63',
      mobile_num: '9170000002',
      email: 'agent@lobby.example',
      nickname: 'Agent Dela Cruz',
      payee_name: 'Juan Dela Cruz',
      balance_cents: 2_500_000,
      vip_level: 6,
      total_bet_cents: 150_000_000,
      affiliate_code: 'AGENT88',
      rebate_rate: 2.0,
      last_login_at: iso(2 * H),
    });
    const playerId = addMember({
      username: 'demo_player',
      password: 'Player123',
      payment_password_hash: payHash,
      upline_id: agentId,
      reg_date: iso(137 * D),
      country_dialing_code: '+63',
      mobile_num: '9170000001',
      email: 'player@lobby.example',
      nickname: 'Maria',
      payee_name: 'Maria Santos',
      balance_cents: 123_456,
      vip_level: 3,
      total_bet_cents: 6_200_000,
      affiliate_code: 'MARIA777',
      rebate_rate: 1.2,
      last_login_at: iso(3 * H),
      last_bet_at: iso(4 * H),
    });
    const freshId = addMember({
      username: 'demo_fresh',
      password: 'Fresh123',
      reg_date: iso(1 * H),
      country_dialing_code: '+63',
      mobile_num: '9170000003',
      balance_cents: 10_000,
      first_time_login: 1,
    });
    const firstNames = [
      'juan',
      'maria',
      'jose',
      'ana',
      'mark',
      'joy',
      'paolo',
      'liza',
      'carlo',
      'rica',
      'miguel',
      'bea',
      'nico',
      'tess',
    ];
    const downlineIds: number[] = [playerId];
    for (let i = 1; i <= 12; i++) {
      const isSub = i <= 3;
      const id = addMember({
        username: `${isSub ? 'agent' : rnd.pick(firstNames)}_${isSub ? 'sub' + i : rnd.int(100, 999)}${isSub ? '' : i}`,
        password: `Team${1000 + i}`,
        type: isSub ? 1 : 0,
        upline_id: agentId,
        reg_date: i <= 5 ? iso(rnd.int(1, 10) * H) : iso(rnd.int(2, 200) * D),
        rebate_rate: isSub ? 1.5 : 0.8,
        affiliate_code: isSub ? `SUB${i}AG` : null,
        last_login_at:
          i % 3 === 0 ? iso(rnd.int(1, 20) * 60_000) : i % 2 === 0 ? iso(rnd.int(1, 6) * H) : iso(rnd.int(2, 30) * D),
        last_bet_at: i % 2 === 0 ? iso(rnd.int(1, 5) * H) : null,
        online: i % 4 === 0 ? 1 : 0,
        total_bet_cents: rnd.int(1000, 5_000_000),
      });
      downlineIds.push(id);
      if (isSub) {
        for (let j = 1; j <= 2; j++)
          addMember({
            username: `${rnd.pick(firstNames)}_${i}${j}${rnd.int(10, 99)}`,
            password: `Team${2000 + i * 10 + j}`,
            upline_id: id,
            last_login_at: iso(rnd.int(1, 30) * H),
          });
      }
    }

    // ---------- bank cards, transactions, bets, deposits, withdrawals, rebates ----------
    const insCard = insertInto('bank_cards', 'member_id, bank_name, card_no, account_name, created_at');
    const cardId = Number(
      insCard.run(playerId, 'BDO Unibank', '4321876512344321', 'Maria Santos', iso(100 * D)).lastInsertRowid,
    );
    insCard.run(agentId, 'Metrobank', '5555444433331111', 'Juan Dela Cruz', iso(300 * D));

    const insTx = insertInto('transactions', 'member_id, type, amount_cents, balance_after_cents, remark, created_at');
    const insBet = insertInto(
      'bets',
      'member_id, node_id, game_name, vassalage, game_type, bet_cents, win_cents, created_at',
    );
    const insDep = insertInto('deposits', 'member_id, order_no, channel, amount_cents, status, created_at');
    const insWd = insertInto('withdrawals', 'member_id, order_no, bank_card_id, amount_cents, status, created_at');
    const insReb = insertInto(
      'rebates',
      'member_id, game_type, valid_bet_cents, rate, amount_cents, claimed, created_at',
    );

    // ---------- vendors and games ----------
    const insVendor = insertInto('vendors', 'code, name, game_type, account_type_name, sort');
    const insGame =
      db.prepare(`INSERT INTO games (node_id, game_name, vassalage, game_type, game_id, room_id, support_play, classify,
      min_bet, min_line, is_new, is_hot, hot_rank, sort, prize_mode, game_code)
      VALUES (@node_id, @game_name, @vassalage, @game_type, @game_id, @room_id, @support_play, @classify,
      @min_bet, @min_line, @is_new, @is_hot, @hot_rank, @sort, @prize_mode, @game_code)`);
    const insLottery = insertInto(
      'lotteries',
      'game_code, game_name, vassalage, prize_mode, interval_minutes, popular, menu, sort',
    );
    let node = 10000;
    let hotRank = 0;
    const games: { nodeId: string; name: string; vendor: string; type: string }[] = [];
    vendorSpecs.forEach((v, vi) => {
      insVendor.run(v.code, v.name, v.type, `${v.name} ${v.type}`, vi);
      const w = words[v.type as keyof typeof words];
      const used = new Set<string>();
      for (let i = 0; i < v.count; i++) {
        let name = '';
        for (let tries = 0; tries < 50; tries++) {
          name = `${rnd.pick(w.a)} ${rnd.pick(w.b)}`;
          if (!used.has(name)) break;
          name = `${name} ${i + 1}`;
          if (!used.has(name)) break;
        }
        used.add(name);
        const nodeId = String(++node);
        const isNew = rnd.chance(0.15);
        const isHot = rnd.chance(v.type === 'RNG' || v.type === 'LIVE' ? 0.12 : 0.08) || (i === 0 && vi < 20);
        const classify = [isNew ? 'NEW' : '', isHot ? 'HOT' : '', v.type === 'ESPORTS' ? 'ESPORTS' : '']
          .filter(Boolean)
          .join(',');
        const lottery = v.type === 'LOTT' || v.type === 'ELOTT';
        const prizeMode = lottery ? (v.type === 'ELOTT' ? 'ELOTT' : v.code === 'TCG_SEA' ? 'SEA' : 'LOTT') : null;
        const gameCode = lottery
          ? `${v.code === 'TCG_SEA' ? 'SEA' : v.type === 'ELOTT' ? 'EL' : 'VN'}${String(i + 1).padStart(3, '0')}`
          : null;
        insGame.run({
          node_id: nodeId,
          game_name: name,
          vassalage: v.code,
          game_type: v.type,
          game_id: `${v.code}_${v.type}_${i + 1}`,
          room_id: v.type === 'SPORTS' || v.type === 'ESPORTS' || v.type === 'COCKFIGHT' ? `R${nodeId}` : '0',
          support_play: rnd.chance(0.8) ? '1' : '0',
          classify,
          min_bet: v.type === 'RNG' || v.type === 'FISH' ? rnd.pick(minBets) : v.type === 'LIVE' ? 1 : 0.1,
          min_line: v.type === 'RNG' ? rnd.pick([1, 9, 20, 25, 50]) : 1,
          is_new: isNew ? 1 : 0,
          is_hot: isHot ? 1 : 0,
          hot_rank: isHot ? ++hotRank : null,
          sort: i,
          prize_mode: prizeMode,
          game_code: gameCode,
        });
        if (lottery && gameCode) {
          const menu =
            v.type === 'ELOTT'
              ? 'FAST'
              : v.code === 'TCG_SEA'
                ? 'SEA'
                : rnd.pick(['VN_NORTH', 'VN_SOUTH', 'VN_CENTRAL']);
          insLottery.run(
            gameCode,
            name,
            v.code,
            prizeMode,
            v.type === 'ELOTT' ? rnd.pick([1, 3, 5]) : rnd.pick([60, 1440]),
            isHot ? 1 : 0,
            menu,
            i,
          );
        }
        games.push({ nodeId, name, vendor: v.code, type: v.type });
      }
    });

    // Player history: bets, deposits, withdrawals, rebates and the matching account record.
    let bal = 0;
    const events: { at: number; f: () => void }[] = [];
    for (let i = 0; i < 40; i++) {
      const g = rnd.pick(games.filter((x) => x.type === 'RNG' || x.type === 'LIVE' || x.type === 'FISH'));
      const bet = rnd.int(1, 50) * 100;
      const win = rnd.chance(0.45) ? Math.round(bet * (rnd.next() * 4)) : 0;
      const at = rnd.int(1, 20 * 24) * H;
      events.push({
        at,
        f: () => {
          insBet.run(playerId, g.nodeId, g.name, g.vendor, g.type, bet, win, iso(at));
          bal += win - bet;
          insTx.run(playerId, 'BET', -bet, Math.max(bal, 0), g.name, iso(at));
          if (win) insTx.run(playerId, 'WIN', win, Math.max(bal, 0), g.name, iso(at - 1000));
        },
      });
    }
    for (let i = 0; i < 6; i++) {
      const amt = rnd.pick([500, 1000, 2000, 5000]) * 100;
      const at = rnd.int(1, 20 * 24) * H;
      const status = i === 0 ? 'pending' : 'success';
      events.push({
        at,
        f: () => {
          insDep.run(playerId, `D${20260000 + i}`, rnd.pick(['GCash', 'Maya', 'Bank transfer']), amt, status, iso(at));
          if (status === 'success') {
            bal += amt;
            insTx.run(playerId, 'DEPOSIT', amt, bal, 'Deposit', iso(at));
          }
        },
      });
    }
    for (let i = 0; i < 3; i++) {
      const amt = rnd.pick([300, 800, 1500]) * 100;
      const at = rnd.int(1, 20 * 24) * H;
      events.push({
        at,
        f: () => {
          insWd.run(playerId, `W${20260000 + i}`, cardId, amt, i === 0 ? 'pending' : 'success', iso(at));
          bal = Math.max(0, bal - amt);
          insTx.run(playerId, 'WITHDRAW', -amt, bal, 'Withdraw', iso(at));
        },
      });
    }
    events.sort((a, b) => b.at - a.at).forEach((e) => e.f());
    for (const [i, type] of ['RNG', 'LIVE', 'FISH', 'RNG', 'PVP', 'SPORTS'].entries()) {
      const valid = rnd.int(500, 20000) * 100;
      insReb.run(
        playerId,
        type,
        valid,
        0.8,
        Math.round(valid * 0.008),
        i < 3 ? 1 : 0,
        iso(i < 3 ? rnd.int(2, 15) * D : rnd.int(1, 20) * H),
      );
    }

    const insDiv = insertInto('dividends', 'member_id, period, team_profit_cents, rate, amount_cents, status');
    for (let m = 1; m <= 4; m++) {
      const d = new Date(now.getFullYear(), now.getMonth() - m, 1);
      const profit = rnd.int(50_000, 900_000) * 100;
      insDiv.run(
        agentId,
        `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`,
        profit,
        20,
        Math.round(profit * 0.2),
        m === 1 ? 'pending' : 'paid',
      );
    }

    // Lottery orders for the player; the newest has pending sub-orders that can be cancelled.
    const insOrder = insertInto(
      'lottery_orders',
      'order_no, member_id, game_code, bet_cents, win_cents, status, created_at',
    );
    const insSub = insertInto('lottery_suborders', 'sub_order_no, order_no, content, amount_cents, status');
    for (let i = 0; i < 6; i++) {
      const orderNo = `L${20260100 + i}`;
      const status = i < 2 ? 'pending' : rnd.pick(['won', 'lost'] as const);
      const subs = Array.from({ length: rnd.int(1, 3) }, () => ({ amt: rnd.int(1, 20) * 100, pick: rnd.int(0, 99) }));
      const total = subs.reduce((t, x) => t + x.amt, 0);
      insOrder.run(
        orderNo,
        playerId,
        i % 2 ? 'VN001' : 'EL001',
        total,
        status === 'won' ? total * 70 : 0,
        status,
        iso((i + 1) * 5 * H),
      );
      subs.forEach((x, s) =>
        insSub.run(`${orderNo}-${s + 1}`, orderNo, `2D ${String(x.pick).padStart(2, '0')}`, x.amt, status),
      );
    }

    // ---------- content ----------
    const insAnn =
      db.prepare(`INSERT INTO announcements (merchant, type, group_name, platform, title, content, content_lobby, url, link,
      promotion_type, execution, start_time, sort) VALUES (@merchant, @type, @group_name, 'M', @title, @content, @content_lobby, @url, @link,
      @promotion_type, @execution, @start_time, @sort)`);
    let annSort = 0;
    const ann = (
      a: {
        type: string;
        group?: string;
        title: string;
        content?: string;
        url?: string | null;
        link?: string | null;
        promotion?: string | null;
        execution?: string | null;
        ago?: number;
      },
      merchant: string = merchants.normal,
    ) =>
      insAnn.run({
        merchant,
        type: a.type,
        group_name: a.group ?? 'm_home',
        title: a.title,
        content: a.content ?? `<p>${a.title}</p>`,
        content_lobby: (a.content ?? a.title).replace(/<[^>]+>/g, ''),
        url: a.url ?? null,
        link: a.link ?? null,
        promotion_type: a.promotion ?? null,
        execution: a.execution ?? null,
        start_time: iso(a.ago ?? (annSort + 1) * 6 * H),
        sort: annSort++,
      });
    for (const merchant of [merchants.normal, merchants.trial]) {
      const bannerTitles = [
        'Welcome Bonus 100%',
        'Daily Rebate 1.2%',
        'Sabong Nights',
        'Lotto Jackpot Week',
        'Invite Friends, Earn More',
      ];
      bannerTitles.forEach((t, i) =>
        ann(
          {
            type: 'B',
            title: t,
            url: `/cdn/${merchant}/banner/${i + 1}.svg`,
            link:
              i === 4
                ? '/m/inviteFriends'
                : i === 0
                  ? '/m/rewardCenter'
                  : i === 2
                    ? 'https://lobby.example/sabong'
                    : '/m/activity',
          },
          merchant,
        ),
      );
      ['Register today: 88 free credits', 'Verify your mobile for faster withdrawals'].forEach((t, i) =>
        ann(
          { type: 'B', group: 'm_reg', title: t, url: `/cdn/${merchant}/banner/reg${i + 1}.svg`, link: null },
          merchant,
        ),
      );
      [
        'System maintenance on Sunday 02:00-04:00 (UTC+8).',
        'New games from PG Soft and JILI are live!',
        'Deposits via GCash now credit within 1 minute.',
        'Responsible gaming: set your limits in the security center.',
        'Sabong derby this weekend: double rebate on DS88.',
        'Beware of scams: we never ask for your password.',
      ].forEach((t) =>
        ann({ type: 'PL', title: t, content: `<p>${t}</p><p>Thank you for playing with Lobby.</p>` }, merchant),
      );
      [
        'Jackpot passed PHP 500,000,000!',
        'Top winner today: ju***23 won 1,280,000 on Golden Empire',
        'Weekend reload bonus: +10%',
        'Lotto results every minute on Fast 3',
      ].forEach((t) => ann({ type: 'H', title: t }, merchant));
      ann(
        {
          type: 'PU',
          title: 'Welcome back!',
          content: '<p>Claim your <b>daily reward</b> in the reward center.</p>',
          link: '/m/rewardCenter',
          promotion: 'DAILY',
          execution: 'A',
        },
        merchant,
      );
      ann(
        {
          type: 'PU',
          title: 'Deposit bonus +1%',
          content: '<p>Every deposit gets <b>+1%</b> extra. No limit.</p>',
          link: '/m/voucherCenter',
          promotion: 'DEPOSIT',
          execution: 'A',
        },
        merchant,
      );
      ann(
        {
          type: 'PU',
          title: 'Join Lobby today',
          content: '<p>Register and get <b>88 free credits</b>.</p>',
          link: '/m/register',
          promotion: 'WELCOME',
          execution: 'B',
        },
        merchant,
      );
      ann(
        {
          type: 'PU',
          title: 'Try before you play',
          content: '<p>Test play any game with demo credits.</p>',
          link: '/m/trail',
          promotion: 'TRIAL',
          execution: 'B',
        },
        merchant,
      );
      ann(
        {
          type: 'PU',
          title: 'First login gift',
          content: '<p>Your first-login gift is waiting: <b>8 free spins</b>.</p>',
          link: '/m/rewardCenter',
          promotion: 'FIRST_LOGIN',
          execution: 'F',
        },
        merchant,
      );
      [
        'Agent commission rates updated for this month',
        'New agent dashboard: team betting report',
        'Dividend settlement on the 5th of each month',
        'Red envelope rain for your team this Friday',
        'Downline transfer limits raised to PHP 200,000',
        'Agent training webinar on Wednesday',
      ].forEach((t) => ann({ type: 'A', title: t, content: `<p>${t}.</p>` }, merchant));
    }
    // Agent has read two of the agent announcements.
    const agentAnns = db
      .prepare("SELECT id FROM announcements WHERE type = 'A' AND merchant = ? ORDER BY sort LIMIT 2")
      .all(merchants.normal) as { id: number }[];
    for (const a of agentAnns) insertInto('announcement_reads', 'member_id, announcement_id').run(agentId, a.id);

    const insHelp = insertInto('help_entries', 'merchant, sort, title, content');
    const help: [string, string][] = [
      [
        'How do I register?',
        '<h3>Registering</h3><p>Tap <b>Register</b>, choose username or mobile, fill the form and submit.</p><ol><li>Choose a username</li><li>Set a password</li><li>Enter the captcha</li></ol>',
      ],
      [
        'How do I deposit?',
        '<p>Open <a href="/m/voucherCenter">Deposit</a>, pick a channel (GCash, Maya, bank) and follow the steps. Every deposit earns <b>+1%</b>.</p>',
      ],
      [
        'How long do withdrawals take?',
        '<p>Most withdrawals arrive within <b>15 minutes</b>. Set a payment password first in the security center.</p>',
      ],
      [
        'I forgot my password',
        '<p>Use <a href="/m/forget">Forgot password</a> and recover by e-mail or by SMS code.</p>',
      ],
      [
        'What is the rebate?',
        '<p>A share of your valid bets returned to you daily. See the <i>rebate report</i>.</p><table><tr><th>VIP</th><th>Rebate</th></tr><tr><td>0</td><td>0.5%</td></tr><tr><td>5</td><td>1.0%</td></tr></table>',
      ],
      [
        'Responsible gaming',
        '<p>Set limits, take breaks. You must be 18 or older to play.</p><script>alert("help-center xss")</script><img src="x" onerror="alert(1)"><a href="javascript:alert(2)">click</a>',
      ],
      [
        'How does the VIP club work?',
        '<p>Your level rises with your total bets. Higher levels get bigger birthday and upgrade bonuses.</p>',
      ],
      ['Contact us', '<p>Use the live chat or Telegram links on the service page, 24/7.</p>'],
    ];
    for (const merchant of [merchants.normal, merchants.trial])
      help.forEach(([t, c], i) => insHelp.run(merchant, i, t, c));

    const insDl = insertInto('download_links', 'merchant, resource_type, url');
    const insSvc = insertInto('service_links', 'merchant, type, path');
    const insCh = insertInto('deposit_channels', 'merchant, name, kind, min_cents, max_cents, bonus_percent');
    for (const merchant of [merchants.normal, merchants.trial]) {
      insDl.run(merchant, 'IOS', 'https://lobby.example/download/ios');
      insDl.run(merchant, 'Android', 'https://lobby.example/download/lobby.apk');
      insDl.run(merchant, 'MOBILECONFIG', 'https://lobby.example/download/lobby.mobileconfig');
      insDl.run(merchant, 'AppDownloadIcon', `/cdn/${merchant}/app/icon.svg`);
      for (const [type, url] of [
        ['TELEGRAM1', 'https://t.me/lobby_support'],
        ['TELEGRAM2', 'https://t.me/lobby_vip'],
        ['FACEBOOK', 'https://www.facebook.com/lobby.example'],
        ['LIVECHAT', `https://chat.lobby.example/widget?merchant=${merchant}`],
      ] as const) {
        insSvc.run(merchant, type, encodeServiceLink(url, rnd.alnum(8).replace(/[^A-Za-z0-9]/g, 'A')));
      }
      insCh.run(merchant, 'GCash', 'EWALLET', 10_000, 5_000_000, 1);
      insCh.run(merchant, 'Maya', 'EWALLET', 10_000, 5_000_000, 1);
      insCh.run(merchant, 'Bank transfer', 'BANK', 50_000, 20_000_000, 1);
      insCh.run(merchant, 'QR PH', 'QR', 10_000, 1_000_000, 1);
    }

    const insCountry = insertInto('countries', 'code, name, dialing_code, sort');
    [
      ['PH', 'Philippines', '+63'],
      ['VN', 'Vietnam', '+84'],
      ['TH', 'Thailand', '+66'],
      ['ID', 'Indonesia', '+62'],
      ['MY', 'Malaysia', '+60'],
      ['SG', 'Singapore', '+65'],
      ['KH', 'Cambodia', '+855'],
      ['IN', 'India', '+91'],
      ['BD', 'Bangladesh', '+880'],
      ['CN', 'China', '+86'],
      ['JP', 'Japan', '+81'],
      ['KR', 'South Korea', '+82'],
      ['AU', 'Australia', '+61'],
      ['US', 'United States', '+1'],
    ].forEach(([c, n, d], i) => insCountry.run(c, n, d, i));

    // Hot matches start relative to the current hour, so they are always upcoming.
    const insMatch = insertInto(
      'hot_matches',
      'league, home_team, away_team, vendor, room_id, node_id, support_play, offset_minutes',
    );
    const sportsGames = games.filter((g) => g.type === 'SPORTS' || g.type === 'ESPORTS');
    [
      ['Premier League', 'Arsenal', 'Chelsea'],
      ['NBA', 'Lakers', 'Celtics'],
      ['PBA Governors Cup', 'Ginebra', 'San Miguel'],
      ['La Liga', 'Real Madrid', 'Barcelona'],
      ['MPL Philippines', 'Blacklist', 'Echo'],
      ['Dota 2 Major', 'Team Spirit', 'Gaimin Gladiators'],
      ['Serie A', 'Inter', 'Juventus'],
      ['UEFA Champions League', 'Bayern', 'PSG'],
    ].forEach(([league, home, away], i) => {
      const g = sportsGames[i % sportsGames.length]!;
      insMatch.run(league, home, away, g.vendor, `R${g.nodeId}`, g.nodeId, '1', 90 + i * 170);
    });

    const insWinner = insertInto('winners', 'customer_name, node_id, win_cents');
    for (let i = 0; i < 40; i++) {
      const g = rnd.pick(games.filter((x) => x.type === 'RNG' || x.type === 'LIVE' || x.type === 'FISH'));
      insWinner.run(
        `${rnd.pick(firstNames).slice(0, 2)}***${rnd.int(10, 99)}`,
        g.nodeId,
        rnd.int(5_000, 2_000_000) * 100,
      );
    }

    // ---------- promotions: the player has one in each state ----------
    const insPromo = insertInto('promotions', 'merchant, title, content, kind, bonus_cents, start_time, end_time');
    const insMp = insertInto('member_promotions', 'member_id, promotion_id, state, comment, updated_at');
    const promos: [string, string, number, string][] = [
      ['Welcome Bonus 100%', 'DEPOSIT', 50_000, 'applying'],
      ['Weekend Reload 10%', 'DEPOSIT', 20_000, 'rejected'],
      ['Daily Check-in Reward', 'SIGNIN', 888, 'issued'],
      ['Birthday Bonus', 'VIP', 26_400, 'issued'],
      ['Slot Tournament Prize', 'MISSION', 100_000, 'claimed'],
      ['7-Day Sign-in', 'SIGNIN', 5_000, 'signed'],
      ['Lotto Festival', 'MISSION', 30_000, 'coming'],
      ['Summer Cashback', 'CASHBACK', 15_000, 'close'],
      ['Invite a Friend', 'REFERRAL', 10_000, 'applying'],
    ];
    promos.forEach(([title, kind, bonus, state], i) => {
      const start = state === 'coming' ? new Date(now.getTime() + 3 * D) : new Date(now.getTime() - (10 + i) * D);
      const end = state === 'close' ? new Date(now.getTime() - 1 * D) : new Date(now.getTime() + 30 * D);
      const id = Number(
        insPromo.run(
          merchants.normal,
          title,
          `<p><b>${title}</b>: bonus up to PHP ${(bonus / 100).toFixed(2)}.</p><p>Terms apply.</p>`,
          kind,
          bonus,
          start.toISOString(),
          end.toISOString(),
        ).lastInsertRowid,
      );
      if (title !== 'Invite a Friend') insMp.run(playerId, id, state, null, iso(i * H));
      if (i < 4) insMp.run(agentId, id, i === 2 ? 'issued' : 'applying', null, iso(i * H));
    });

    // ---------- inbox ----------
    const insMsg = insertInto('inbox', 'member_id, title, content, read, created_at');
    const msgs = [
      'Deposit received',
      'Withdrawal approved',
      'VIP level up!',
      'Your rebate is ready',
      'Security notice',
      'New promotion for you',
      'Weekly summary',
      'Birthday wishes',
      'Password changed',
      'Mission complete',
      'Welcome to Lobby',
      'Lotto result',
      'Account verified',
      'Holiday schedule',
    ];
    msgs.forEach((t, i) =>
      insMsg.run(playerId, t, `<p>${t}. Check your account for details.</p>`, i < 5 ? 0 : 1, iso((i + 1) * 9 * H)),
    );
    [
      'Team report ready',
      'New downline registered',
      'Dividend calculated',
      'Contract offer',
      'Agent policy update',
      'Monthly ranking',
    ].forEach((t, i) => insMsg.run(agentId, t, `<p>${t}.</p>`, i < 3 ? 0 : 1, iso((i + 1) * 7 * H)));
    insMsg.run(
      freshId,
      'Welcome to Lobby',
      '<p>Welcome! Your first-login gift is in the reward center.</p>',
      0,
      iso(H),
    );

    // ---------- favourites and recents of the player ----------
    const insFav = insertInto('favorites', 'member_id, node_id, created_at');
    const insRecent = insertInto('recents', 'member_id, node_id, played_at');
    const rng = games.filter((g) => g.type === 'RNG');
    for (let i = 0; i < 8; i++) insFav.run(playerId, rng[i * 7]!.nodeId, iso(i * H));
    for (let i = 0; i < 10; i++) insRecent.run(playerId, rng[i * 5 + 1]!.nodeId, iso(i * 2 * H));

    // ---------- agent contracts: the agent has one pending of each kind; a sub-agent has one from the agent ----------
    const insContract = insertInto('contracts', 'member_id, from_member_id, kind, status, terms, period, created_at');
    const offer = (
      memberId: number,
      fromId: number | null,
      kind: string,
      period: string,
      hoursAgo: number,
      terms: unknown,
    ) => insContract.run(memberId, fromId, kind, 'pending', JSON.stringify(terms), period, iso(hoursAgo * H));
    offer(agentId, null, 'salary', 'DAILY', 5, [
      { threshold: 10_000, rate: 0.5 },
      { threshold: 50_000, rate: 0.8 },
      { threshold: 200_000, rate: 1.2 },
    ]);
    offer(agentId, null, 'dividend', 'MONTHLY', 8, [
      { threshold: 100_000, rate: 15 },
      { threshold: 500_000, rate: 20 },
      { threshold: 2_000_000, rate: 25 },
    ]);
    offer(agentId, null, 'hourly', 'HOURLY', 2, [
      { threshold: 1_000, rate: 0.1 },
      { threshold: 10_000, rate: 0.2 },
    ]);
    offer(downlineIds[1]!, agentId, 'salary', 'DAILY', 1, [{ threshold: 10_000, rate: 0.3 }]);
  })();
}
