/**
 * Names for the demo's regions, teams, players, leagues and maps. They mix scripts (accented Latin, Thai,
 * Vietnamese, Arabic, plain Latin) so that every screen and export is exercised with real UTF-8.
 */

export interface DemoRegion {
  /** Shown as the host region of seasons and events and as the region of its teams. */
  readonly name: string;
  /** Teams per scale unit. */
  readonly teams: number;
  readonly teamNames: readonly string[];
  readonly teamSuffixes: readonly string[];
  readonly nicknames: readonly string[];
}

export const REGIONS: readonly DemoRegion[] = [
  {
    name: "Brasil",
    teams: 10,
    teamNames: [
      "Vôo Alto",
      "Paraná",
      "Fênix Dourada",
      "Águia do Sertão",
      "Leões de São João",
      "Tubarões",
      "Trovão Azul",
      "Lobos da Noite",
      "Jaguatirica",
      "Corvos de Aço",
    ],
    teamSuffixes: ["", " Esports", " Gaming", " Academia", " Família", " Força"],
    nicknames: [
      "Açaí",
      "Pérola",
      "Tatú",
      "Jacaré",
      "Mão de Ferro",
      "Sabiá",
      "Ipê",
      "Caju",
      "Guaraná",
      "Cafuné",
      "Saci",
      "Curupira",
      "Boitatá",
      "Pipoca",
      "Coração",
      "Relâmpago",
      "Ciço",
      "Joãozinho",
      "Tião",
      "Dedé",
    ],
  },
  {
    name: "ประเทศไทย",
    teams: 10,
    teamNames: [
      "เสือดำ",
      "ช้างศึก",
      "พญานาค",
      "สิงห์ทอง",
      "ครุฑ",
      "มังกรไฟ",
      "หมาป่า",
      "อินทรีเหล็ก",
      "ฉลามขาว",
      "กระทิงแดง",
    ],
    teamSuffixes: ["", " Esports", " Gaming", " Academy", " X", " Thailand"],
    nicknames: [
      "ต้นกล้า",
      "ฟ้าใส",
      "พายุ",
      "ไฟลุก",
      "มะม่วง",
      "ข้าวเหนียว",
      "ส้มตำ",
      "น้ำแข็ง",
      "สายฟ้า",
      "ดาวเหนือ",
      "เงา",
      "หมอก",
      "ทะเล",
      "ภูเขา",
      "ลมกรด",
      "เพชร",
      "ทองคำ",
      "ลูกศร",
      "ดาบ",
      "ปืนใหญ่",
    ],
  },
  {
    name: "Việt Nam",
    teams: 10,
    teamNames: [
      "Đội Rồng Vàng",
      "Hổ Xám",
      "Phượng Hoàng Lửa",
      "Sói Trắng",
      "Đại Bàng Đỏ",
      "Báo Đen",
      "Kỳ Lân Bạc",
      "Sư Tử Biển",
      "Cá Mập Xanh",
      "Chiến Binh Sài Gòn",
    ],
    teamSuffixes: ["", " Esports", " Gaming", " Học Viện", " Hà Nội", " Đà Nẵng"],
    nicknames: [
      "Sấm Sét",
      "Gió Lốc",
      "Mưa Rào",
      "Tiểu Long",
      "Bão Tố",
      "Đạn Bạc",
      "Lửa Đỏ",
      "Nắng Vàng",
      "Thỏ Trắng",
      "Cà Phê",
      "Phở Bò",
      "Bánh Mì",
      "Hạt Tiêu",
      "Trăng Khuyết",
      "Sao Băng",
      "Mắt Ưng",
      "Tay Súng",
      "Đêm Đen",
      "Chim Sẻ",
      "Quạ Đen",
    ],
  },
  {
    name: "الشرق الأوسط",
    teams: 10,
    teamNames: [
      "صقور",
      "صقور الصحراء",
      "نسور الخليج",
      "ذئاب الشمال",
      "أسود الرياض",
      "فرسان القاهرة",
      "نمور الأطلس",
      "عقبان",
      "برق",
      "رعد",
    ],
    teamSuffixes: ["", " Esports", " Gaming", " الأكاديمية", " العربية", " X"],
    nicknames: [
      "الفهد",
      "الصقر",
      "الذيب",
      "البرق",
      "النمر",
      "القناص",
      "الشبح",
      "الأسطورة",
      "السهم",
      "الرعد",
      "الملك",
      "الزعيم",
      "العاصفة",
      "الليث",
      "الفارس",
      "الظل",
      "الجوكر",
      "الكابتن",
      "النجم",
      "الريح",
    ],
  },
  {
    name: "Indonesia",
    teams: 8,
    teamNames: [
      "Garuda Muda",
      "Komodo",
      "Rajawali",
      "Bintang Timur",
      "Harimau Sumatra",
      "Elang Jawa",
      "Macan Kemayoran",
      "Kuda Laut",
      "Badak Merah",
      "Naga Api",
    ],
    teamSuffixes: ["", " Esports", " Gaming", " Academy", " Jakarta", " Surabaya"],
    nicknames: [
      "Kopi",
      "Sambal",
      "Bakso",
      "Rendang",
      "Ucup",
      "Bang Jago",
      "Petir",
      "Bayu",
      "Angin",
      "Gagak",
      "Kancil",
      "Cicak",
      "Tempe",
      "Sate",
      "Senja",
      "Pelangi",
      "Rimba",
      "Baja",
      "Awan",
      "Ombak",
    ],
  },
];

/** Decorations that turn one nickname into several gamer tags. */
const NICKNAME_DECORATIONS: readonly [string, string][] = [
  ["", ""],
  ["", "7"],
  ["x", "x"],
  ["", "99"],
  ["Mr ", ""],
  ["", " Jr"],
];

/** The n-th of an endless sequence of distinct names built from bases and suffixes. */
const nthName = (bases: readonly string[], suffixes: readonly [string, string][], n: number): string => {
  const perRound = bases.length * suffixes.length;
  const base = bases[n % bases.length] ?? "";
  const [before, after] = suffixes[Math.floor(n / bases.length) % suffixes.length] ?? ["", ""];
  const round = Math.floor(n / perRound);
  return `${before}${base}${after}${round > 0 ? ` ${round + 1}` : ""}`;
};

/** The n-th team of a region; the first ones carry the plain names. */
export const teamName = (region: DemoRegion, n: number): string =>
  nthName(
    region.teamNames,
    region.teamSuffixes.map((s): [string, string] => ["", s]),
    n,
  );

export const playerName = (region: DemoRegion, n: number): string =>
  nthName(region.nicknames, NICKNAME_DECORATIONS, n);

/** One league per scale unit; each runs one season a year. */
const LEAGUES = [
  "Booyah Pro League",
  "Continental Series",
  "Masters Circuit",
  "Champions Cup",
  "Rising Stars",
];

export const leagueName = (n: number): string => {
  const base = LEAGUES[n % LEAGUES.length] ?? "League";
  const division = Math.floor(n / LEAGUES.length);
  return division > 0 ? `${base} Div. ${division + 1}` : base;
};

/** Battle-royale stages within one season, in order. */
export const BR_STAGES = ["Spring Split", "Summer Split", "Fall Split", "Winter Split"];
export const CS_EVENT_NAME = "Clash Squad Cup";
export const BS_EVENT_NAME = "Bomb Squad Showdown";

export const BR_MAPS = ["Bermuda", "Purgatory", "Kalahari", "Alpine", "NeXTerra"];
export const CS_MAPS = [
  "Clock Tower",
  "Factory Roof",
  "Peak",
  "Mars Electric",
  "Rim Nam Village",
  "Bimasakti Strip",
];
export const BS_MAPS = ["Dockyard", "Iron Cage", "Mill", "Katulistiwa", "Shipyard"];

/** Logos are the emblems this server generates from the id (apps/server/src/logos), as paths on the site. */
export const teamLogo = (id: number): string => `/logos/teams/${id}.svg`;
export const seasonLogo = (id: number): string => `/logos/seasons/${id}.svg`;
