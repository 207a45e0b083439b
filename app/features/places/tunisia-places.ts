import { GOVERNORATES, governorateKey, type TGovernorate } from "~/lib/constants";

/*
 * Tunisia's 24 governorates and 264 delegations.
 *
 * Source: the administrative division published by the Institut National de la Statistique
 * (INS, www.ins.tn, « Découpage administratif »), in the usual French spelling of the
 * delegations and their Arabic names. Centres are approximate (three decimals, a few
 * kilometres off at worst): they place a listing without a pin on a map and order neighbours,
 * nothing more.
 * Delegation slugs follow the French names (docs/decisions/0030): a corrected spelling changes
 * a URL and needs a redirect.
 *
 * The database holds a copy (tables `governorates` and `delegations`), written into migration
 * 0018 by scripts/places-sql.ts from this file: change the places here, then add a migration.
 */

export type TDelegation = {
  slug: string;
  governorateSlug: string;
  nameFr: string;
  nameAr: string;
  lat: number;
  lng: number;
  /** Well-known towns inside the delegation that are not delegations (Sidi Bou Saïd: Carthage). */
  aliases: readonly string[];
};

export type TGovernoratePlace = {
  /** governorateKey(label): the key listings already store in `location` and URLs carry. */
  slug: string;
  nameFr: TGovernorate;
  nameAr: string;
  lat: number;
  lng: number;
};

type TRow = readonly [nameFr: string, nameAr: string, lat: number, lng: number, aliases?: string[]];

const GOVERNORATE_ROWS: Record<TGovernorate, readonly [nameAr: string, lat: number, lng: number]> =
  {
    Tunis: ["تونس", 36.806, 10.181],
    Ariana: ["أريانة", 36.862, 10.195],
    "Ben Arous": ["بن عروس", 36.754, 10.222],
    Manouba: ["منوبة", 36.808, 10.097],
    Nabeul: ["نابل", 36.456, 10.737],
    Zaghouan: ["زغوان", 36.403, 10.143],
    Bizerte: ["بنزرت", 37.274, 9.874],
    Béja: ["باجة", 36.725, 9.182],
    Jendouba: ["جندوبة", 36.501, 8.78],
    Kef: ["الكاف", 36.182, 8.715],
    Siliana: ["سليانة", 36.085, 9.371],
    Sousse: ["سوسة", 35.826, 10.636],
    Monastir: ["المنستير", 35.778, 10.826],
    Mahdia: ["المهدية", 35.505, 11.062],
    Sfax: ["صفاقس", 34.74, 10.76],
    Kairouan: ["القيروان", 35.678, 10.096],
    Kasserine: ["القصرين", 35.168, 8.836],
    "Sidi Bouzid": ["سيدي بوزيد", 35.038, 9.485],
    Gabès: ["قابس", 33.882, 10.098],
    Medenine: ["مدنين", 33.355, 10.505],
    Tataouine: ["تطاوين", 32.929, 10.452],
    Tozeur: ["توزر", 33.92, 8.134],
    Kebili: ["قبلي", 33.705, 8.969],
    Gafsa: ["قفصة", 34.425, 8.784],
  };

const DELEGATION_ROWS: Record<TGovernorate, readonly TRow[]> = {
  Tunis: [
    ["Carthage", "قرطاج", 36.853, 10.323, ["Sidi Bou Saïd", "سيدي بوسعيد"]],
    ["La Médina", "المدينة", 36.798, 10.17],
    ["Bab El Bhar", "باب بحر", 36.8, 10.18],
    ["Bab Souika", "باب سويقة", 36.805, 10.165],
    ["El Omrane", "العمران", 36.825, 10.16],
    ["El Omrane Supérieur", "العمران الأعلى", 36.835, 10.145],
    ["Ettahrir", "التحرير", 36.82, 10.135],
    ["El Menzah", "المنزه", 36.84, 10.18],
    ["Cité El Khadra", "حي الخضراء", 36.83, 10.195],
    ["Le Bardo", "باردو", 36.809, 10.134],
    ["Séjoumi", "السيجومي", 36.79, 10.15],
    ["Ezzouhour", "الزهور", 36.795, 10.125],
    ["El Hrairia", "الحرايرية", 36.785, 10.11],
    ["Sidi Hassine", "سيدي حسين", 36.77, 10.1],
    ["El Ouardia", "الوردية", 36.775, 10.19],
    ["El Kabaria", "الكبارية", 36.765, 10.175],
    ["Sidi El Béchir", "سيدي البشير", 36.788, 10.18],
    ["Djebel Jelloud", "جبل الجلود", 36.775, 10.205],
    ["La Goulette", "حلق الوادي", 36.818, 10.305],
    ["Le Kram", "الكرم", 36.835, 10.315],
    ["La Marsa", "المرسى", 36.878, 10.325, ["Gammarth", "قمرت"]],
  ],
  Ariana: [
    ["Ariana Ville", "أريانة المدينة", 36.862, 10.195, ["Ennasr", "النصر"]],
    ["La Soukra", "سكرة", 36.875, 10.25],
    ["Raoued", "رواد", 36.94, 10.19],
    ["Kalâat el-Andalous", "قلعة الأندلس", 37.063, 10.118],
    ["Sidi Thabet", "سيدي ثابت", 36.91, 10.04],
    ["Cité Ettadhamen", "حي التضامن", 36.84, 10.1],
    ["El Mnihla", "المنيهلة", 36.85, 10.11],
  ],
  "Ben Arous": [
    ["Ben Arous", "بن عروس", 36.754, 10.222],
    ["La Nouvelle Médina", "المدينة الجديدة", 36.735, 10.225],
    ["El Mourouj", "المروج", 36.735, 10.2],
    ["Hammam Lif", "حمام الأنف", 36.729, 10.341],
    ["Hammam Chott", "حمام الشط", 36.71, 10.39],
    ["Bou Mhel el-Bassatine", "بومهل البساتين", 36.725, 10.3],
    ["Ezzahra", "الزهراء", 36.744, 10.308],
    ["Radès", "رادس", 36.769, 10.275],
    ["Mégrine", "مقرين", 36.77, 10.235],
    ["Mohamedia", "المحمدية", 36.676, 10.155],
    ["Fouchana", "فوشانة", 36.7, 10.17],
    ["Mornag", "مرناق", 36.68, 10.29],
  ],
  Manouba: [
    ["Manouba", "منوبة", 36.808, 10.097],
    ["Oued Ellil", "وادي الليل", 36.834, 10.041],
    ["Tebourba", "طبربة", 36.83, 9.837],
    ["El Battan", "البطان", 36.805, 9.87],
    ["Jedaïda", "الجديدة", 36.85, 9.93],
    ["Mornaguia", "المرناقية", 36.765, 10.015],
    ["Borj El Amri", "برج العامري", 36.715, 9.92],
    ["Douar Hicher", "دوار هيشر", 36.83, 10.085],
  ],
  Nabeul: [
    ["Nabeul", "نابل", 36.456, 10.737],
    ["Dar Chaâbane El Fehri", "دار شعبان الفهري", 36.465, 10.75],
    ["Béni Khiar", "بني خيار", 36.468, 10.782],
    ["Korba", "قربة", 36.578, 10.858],
    ["Menzel Temime", "منزل تميم", 36.781, 10.987],
    ["El Mida", "الميدة", 36.725, 10.88],
    ["Kélibia", "قليبية", 36.847, 11.093],
    ["Hammam Ghezèze", "حمام الأغزاز", 36.89, 11.12],
    ["El Haouaria", "الهوارية", 37.05, 11.01],
    ["Takelsa", "تاكلسة", 36.79, 10.63],
    ["Soliman", "سليمان", 36.7, 10.49],
    ["Menzel Bouzelfa", "منزل بوزلفة", 36.68, 10.585],
    ["Béni Khalled", "بني خلاد", 36.65, 10.595],
    ["Grombalia", "قرمبالية", 36.6, 10.5],
    ["Bou Argoub", "بوعرقوب", 36.53, 10.55],
    ["Hammamet", "الحمامات", 36.4, 10.617, ["Yasmine Hammamet", "ياسمين الحمامات"]],
  ],
  Zaghouan: [
    ["Zaghouan", "زغوان", 36.403, 10.143],
    ["Ez-Zeriba", "الزريبة", 36.335, 10.08],
    ["Bir Mcherga", "بئر مشارقة", 36.52, 10.02],
    ["El Fahs", "الفحص", 36.375, 9.905],
    ["Nadhour", "الناظور", 36.12, 10.09],
    ["Saouaf", "صواف", 36.24, 10.2],
  ],
  Bizerte: [
    ["Bizerte Nord", "بنزرت الشمالية", 37.28, 9.865],
    ["Zarzouna", "جرزونة", 37.255, 9.875],
    ["Bizerte Sud", "بنزرت الجنوبية", 37.24, 9.8],
    ["Sejnane", "سجنان", 37.057, 9.238],
    ["Joumine", "جومين", 36.985, 9.43],
    ["Mateur", "ماطر", 37.04, 9.665],
    ["Ghezala", "غزالة", 37.08, 9.54],
    ["Menzel Bourguiba", "منزل بورقيبة", 37.154, 9.786],
    ["Tinja", "تينجة", 37.165, 9.76],
    ["Utique", "أوتيك", 37.05, 10.06],
    ["Ghar El Melh", "غار الملح", 37.17, 10.19],
    ["Menzel Jemil", "منزل جميل", 37.237, 9.915],
    ["El Alia", "العالية", 37.169, 10.035],
    ["Ras Jebel", "رأس الجبل", 37.215, 10.12],
  ],
  Béja: [
    ["Béja Nord", "باجة الشمالية", 36.74, 9.185],
    ["Béja Sud", "باجة الجنوبية", 36.7, 9.18],
    ["Amdoun", "عمدون", 36.81, 9.08],
    ["Nefza", "نفزة", 36.975, 9.075],
    ["Téboursouk", "تبرسق", 36.457, 9.248],
    ["Tibar", "تيبار", 36.53, 9.1],
    ["Testour", "تستور", 36.551, 9.443],
    ["Goubellat", "قبلاط", 36.535, 9.665],
    ["Medjez El Bab", "مجاز الباب", 36.65, 9.61],
  ],
  Jendouba: [
    ["Jendouba", "جندوبة", 36.501, 8.78],
    ["Jendouba Nord", "جندوبة الشمالية", 36.54, 8.76],
    ["Bou Salem", "بوسالم", 36.611, 8.97],
    ["Tabarka", "طبرقة", 36.955, 8.758],
    ["Aïn Draham", "عين دراهم", 36.776, 8.686],
    ["Fernana", "فرنانة", 36.655, 8.696],
    ["Ghardimaou", "غار الدماء", 36.45, 8.438],
    ["Oued Meliz", "وادي مليز", 36.47, 8.55],
    ["Balta-Bou Aouane", "بلطة بوعوان", 36.63, 9.05],
  ],
  Kef: [
    ["Le Kef Ouest", "الكاف الغربية", 36.17, 8.7],
    ["Le Kef Est", "الكاف الشرقية", 36.19, 8.74],
    ["Nebeur", "نبر", 36.295, 8.765],
    ["Sakiet Sidi Youssef", "ساقية سيدي يوسف", 36.225, 8.355],
    ["Tajerouine", "تاجروين", 35.89, 8.553],
    ["Kalâat Senan", "قلعة سنان", 35.76, 8.36],
    ["Kalâat Khasba", "القلعة الخصباء", 35.66, 8.59],
    ["Djerissa", "الجريصة", 35.845, 8.63],
    ["El Ksour", "القصور", 35.895, 8.885],
    ["Dahmani", "الدهماني", 35.945, 8.83],
    ["Le Sers", "السرس", 36.075, 9.02],
  ],
  Siliana: [
    ["Siliana Nord", "سليانة الشمالية", 36.1, 9.37],
    ["Siliana Sud", "سليانة الجنوبية", 36.06, 9.37],
    ["Bou Arada", "بوعرادة", 36.355, 9.62],
    ["Gaâfour", "قعفور", 36.32, 9.325],
    ["El Krib", "الكريب", 36.255, 9.19],
    ["Sidi Bou Rouis", "سيدي بورويس", 36.18, 9.125],
    ["Makthar", "مكثر", 35.855, 9.205],
    ["Rouhia", "الروحية", 35.655, 9.05],
    ["Kesra", "كسرى", 35.815, 9.365],
    ["Bargou", "برقو", 36.09, 9.615],
    ["El Aroussa", "العروسة", 36.38, 9.45],
  ],
  Sousse: [
    ["Sousse Médina", "سوسة المدينة", 35.827, 10.638],
    ["Sousse Riadh", "سوسة الرياض", 35.8, 10.61],
    ["Sousse Jawhara", "سوسة جوهرة", 35.835, 10.605],
    ["Sousse Sidi Abdelhamid", "سوسة سيدي عبد الحميد", 35.79, 10.645],
    ["Hammam Sousse", "حمام سوسة", 35.861, 10.594],
    ["Akouda", "أكودة", 35.869, 10.565],
    ["Kalâa Kebira", "القلعة الكبرى", 35.87, 10.535],
    ["Sidi Bou Ali", "سيدي بوعلي", 35.955, 10.47],
    ["Hergla", "هرقلة", 36.03, 10.506],
    ["Enfidha", "النفيضة", 36.135, 10.381],
    ["Bouficha", "بوفيشة", 36.3, 10.455],
    ["Kondar", "كندار", 35.935, 10.3],
    ["Sidi El Hani", "سيدي الهاني", 35.67, 10.315],
    ["M'saken", "مساكن", 35.73, 10.58],
    ["Kalâa Seghira", "القلعة الصغرى", 35.82, 10.56],
    ["Zaouiet Ksibet Thrayet", "الزاوية القصيبة الثريات", 35.785, 10.6],
  ],
  Monastir: [
    ["Monastir", "المنستير", 35.778, 10.826],
    ["Ouerdanine", "الوردانين", 35.71, 10.67],
    ["Sahline", "الساحلين", 35.75, 10.71],
    ["Zéramdine", "زرمدين", 35.585, 10.735],
    ["Béni Hassen", "بني حسان", 35.565, 10.815],
    ["Jemmal", "جمال", 35.623, 10.758],
    ["Bembla", "بنبلة", 35.7, 10.8],
    ["Moknine", "المكنين", 35.632, 10.9],
    ["Bekalta", "البقالطة", 35.62, 11.0],
    ["Téboulba", "طبلبة", 35.645, 10.96],
    ["Ksar Hellal", "قصر هلال", 35.645, 10.89],
    ["Ksibet El Médiouni", "قصيبة المديوني", 35.685, 10.84],
    ["Sayada-Lamta-Bou Hajar", "صيادة لمطة بوحجر", 35.67, 10.885],
  ],
  Mahdia: [
    ["Mahdia", "المهدية", 35.505, 11.062],
    ["Bou Merdes", "بومرداس", 35.45, 10.73],
    ["Ouled Chamekh", "أولاد الشامخ", 35.36, 10.37],
    ["Chorbane", "شربان", 35.285, 10.385],
    ["Hebira", "هبيرة", 35.15, 10.44],
    ["Souassi", "السواسي", 35.345, 10.555],
    ["El Jem", "الجم", 35.296, 10.707],
    ["Chebba", "الشابة", 35.237, 11.115],
    ["Melloulèche", "ملولش", 35.165, 11.035],
    ["Sidi Alouane", "سيدي علوان", 35.375, 10.935],
    ["Ksour Essef", "قصور الساف", 35.418, 10.993],
  ],
  Sfax: [
    ["Sfax Ville", "صفاقس المدينة", 34.735, 10.762],
    ["Sfax Ouest", "صفاقس الغربية", 34.745, 10.725],
    ["Sakiet Ezzit", "ساقية الزيت", 34.8, 10.765],
    ["Sakiet Eddaïer", "ساقية الدائر", 34.8, 10.805],
    ["Sfax Sud", "صفاقس الجنوبية", 34.7, 10.7],
    ["Thyna", "طينة", 34.675, 10.69],
    ["Agareb", "عقارب", 34.74, 10.525],
    ["Jebiniana", "جبنيانة", 35.035, 10.905],
    ["El Hencha", "الحنشة", 35.0, 10.755],
    ["Menzel Chaker", "منزل شاكر", 34.965, 10.365],
    ["Ghraïba", "الغريبة", 34.54, 10.2],
    ["Bir Ali Ben Khalifa", "بئر علي بن خليفة", 34.735, 10.095],
    ["Skhira", "الصخيرة", 34.295, 10.07],
    ["Mahrès", "المحرس", 34.528, 10.5],
    ["Kerkennah", "قرقنة", 34.7, 11.18],
    ["El Amra", "العامرة", 34.955, 10.88],
  ],
  Kairouan: [
    ["Kairouan Nord", "القيروان الشمالية", 35.695, 10.095],
    ["Kairouan Sud", "القيروان الجنوبية", 35.66, 10.1],
    ["Echebika", "الشبيكة", 35.63, 9.925],
    ["Sbikha", "السبيخة", 35.93, 10.02],
    ["Haffouz", "حفوز", 35.63, 9.675],
    ["Hajeb El Ayoun", "حاجب العيون", 35.39, 9.545],
    ["Nasrallah", "نصر الله", 35.35, 9.82],
    ["Chrarda", "الشراردة", 35.2, 10.1],
    ["Bouhajla", "بوحجلة", 35.36, 10.05],
    ["El Oueslatia", "الوسلاتية", 35.85, 9.59],
    ["El Alâa", "العلا", 35.6, 9.56],
  ],
  Kasserine: [
    ["Kasserine Nord", "القصرين الشمالية", 35.185, 8.835],
    ["Kasserine Sud", "القصرين الجنوبية", 35.15, 8.84],
    ["Ezzouhour", "الزهور", 35.165, 8.81],
    ["Hassi El Ferid", "حاسي الفريد", 34.95, 8.65],
    ["Sbeïtla", "سبيطلة", 35.23, 9.13],
    ["Sbiba", "سبيبة", 35.545, 9.075],
    ["Djedeliane", "جدليان", 35.62, 8.96],
    ["El Ayoun", "العيون", 35.52, 8.75],
    ["Thala", "تالة", 35.575, 8.67],
    ["Hidra", "حيدرة", 35.565, 8.455],
    ["Foussana", "فوسانة", 35.345, 8.62],
    ["Fériana", "فريانة", 34.95, 8.57],
    ["Majel Bel Abbès", "ماجل بلعباس", 34.75, 8.7],
  ],
  "Sidi Bouzid": [
    ["Sidi Bouzid Ouest", "سيدي بوزيد الغربية", 35.04, 9.47],
    ["Sidi Bouzid Est", "سيدي بوزيد الشرقية", 35.03, 9.51],
    ["Jilma", "جلمة", 35.27, 9.425],
    ["Cebbala Ouled Asker", "سبالة أولاد عسكر", 35.18, 9.25],
    ["Bir El Hafey", "بئر الحفي", 34.93, 9.195],
    ["Sidi Ali Ben Aoun", "سيدي علي بن عون", 34.825, 9.145],
    ["Menzel Bouzaiane", "منزل بوزيان", 34.6, 9.42],
    ["Meknassy", "المكناسي", 34.605, 9.605],
    ["Souk Jedid", "السوق الجديد", 34.88, 9.68],
    ["Mezzouna", "المزونة", 34.575, 9.84],
    ["Regueb", "الرقاب", 34.86, 9.785],
    ["Ouled Haffouz", "أولاد حفوز", 35.13, 9.76],
  ],
  Gabès: [
    ["Gabès Médina", "قابس المدينة", 33.885, 10.1],
    ["Gabès Ouest", "قابس الغربية", 33.88, 10.07],
    ["Gabès Sud", "قابس الجنوبية", 33.86, 10.1],
    ["Ghannouch", "غنوش", 33.935, 10.065],
    ["El Métouia", "المطوية", 33.965, 10.0],
    ["Menzel El Habib", "منزل الحبيب", 34.1, 9.75],
    ["El Hamma", "الحامة", 33.89, 9.795],
    ["Matmata", "مطماطة", 33.545, 9.97],
    ["Nouvelle Matmata", "مطماطة الجديدة", 33.655, 10.01],
    ["Mareth", "مارث", 33.62, 10.295],
  ],
  Medenine: [
    ["Médenine Nord", "مدنين الشمالية", 33.37, 10.5],
    ["Médenine Sud", "مدنين الجنوبية", 33.33, 10.5],
    ["Beni Khedache", "بني خداش", 33.25, 10.195],
    ["Ben Gardane", "بن قردان", 33.138, 11.22],
    ["Zarzis", "جرجيس", 33.505, 11.112],
    ["Djerba Houmt Souk", "جربة حومة السوق", 33.876, 10.858],
    ["Djerba Midoun", "جربة ميدون", 33.808, 10.993],
    ["Djerba Ajim", "جربة أجيم", 33.725, 10.75],
    ["Sidi Makhlouf", "سيدي مخلوف", 33.5, 10.45],
  ],
  Tataouine: [
    ["Tataouine Nord", "تطاوين الشمالية", 32.945, 10.45],
    ["Tataouine Sud", "تطاوين الجنوبية", 32.9, 10.455],
    ["Smâr", "الصمار", 33.1, 10.6],
    ["Bir Lahmar", "بئر الأحمر", 33.19, 10.47],
    ["Ghomrassen", "غمراسن", 33.06, 10.34],
    ["Dehiba", "الذهيبة", 32.02, 10.705],
    ["Remada", "رمادة", 32.31, 10.4],
  ],
  Tozeur: [
    ["Tozeur", "توزر", 33.92, 8.134],
    ["Degache", "دقاش", 33.98, 8.215],
    ["Tameghza", "تمغزة", 34.385, 7.94],
    ["Nefta", "نفطة", 33.873, 7.877],
    ["Hazoua", "حزوة", 33.75, 7.59],
  ],
  Kebili: [
    ["Kébili Sud", "قبلي الجنوبية", 33.68, 8.97],
    ["Kébili Nord", "قبلي الشمالية", 33.73, 8.96],
    ["Souk Lahad", "سوق الأحد", 33.78, 8.78],
    ["Douz Nord", "دوز الشمالية", 33.47, 9.03],
    ["Douz Sud", "دوز الجنوبية", 33.44, 9.02],
    ["Faouar", "الفوار", 33.35, 8.67],
  ],
  Gafsa: [
    ["Gafsa Nord", "قفصة الشمالية", 34.44, 8.785],
    ["Sidi Aïch", "سيدي عيش", 34.6, 8.95],
    ["El Ksar", "القصر", 34.395, 8.8],
    ["Gafsa Sud", "قفصة الجنوبية", 34.405, 8.77],
    ["Oum El Araies", "أم العرائس", 34.5, 8.27],
    ["Redeyef", "الرديف", 34.383, 8.155],
    ["Métlaoui", "المتلوي", 34.32, 8.4],
    ["Mdhilla", "المظيلة", 34.275, 8.755],
    ["El Guettar", "القطار", 34.335, 8.95],
    ["Belkhir", "بلخير", 34.46, 9.15],
    ["Sned", "السند", 34.48, 9.26],
  ],
};

/** 'La Marsa' → 'la-marsa', "M'saken" → 'msaken': lowercase ASCII words joined by hyphens. */
export function placeSlug(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export const TUNISIA_GOVERNORATES: readonly TGovernoratePlace[] = GOVERNORATES.map((label) => {
  const [nameAr, lat, lng] = GOVERNORATE_ROWS[label];
  return { slug: governorateKey(label), nameFr: label, nameAr, lat, lng };
});

function buildDelegations(): TDelegation[] {
  const all = GOVERNORATES.flatMap((label) =>
    DELEGATION_ROWS[label].map(([nameFr, nameAr, lat, lng, aliases = []]) => ({
      label,
      nameFr,
      nameAr,
      lat,
      lng,
      aliases,
      base: placeSlug(nameFr),
    })),
  );
  const bases = new Map<string, number>();
  for (const row of all) bases.set(row.base, (bases.get(row.base) ?? 0) + 1);
  return all.map(({ label, base, ...row }) => {
    // 'Monastir' the delegation must not read as Monastir the governorate in a URL or a list of
    // places, and a name two governorates share (Ezzouhour) says which one it is.
    let slug = base;
    if (placeSlug(label) === base) slug = `${base}-ville`;
    else if ((bases.get(base) ?? 0) > 1) slug = `${base}-${placeSlug(label)}`;
    return { slug, governorateSlug: governorateKey(label), ...row };
  });
}

export const TUNISIA_DELEGATIONS: readonly TDelegation[] = buildDelegations();

/** The four governorates of the capital, searched together as one place. */
export const GRAND_TUNIS = {
  slug: "grand-tunis",
  nameFr: "Grand Tunis",
  nameAr: "تونس الكبرى",
  lat: 36.806,
  lng: 10.181,
  governorateSlugs: ["tunis", "ariana", "ben_arous", "manouba"],
} as const;
