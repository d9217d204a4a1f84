/**
 * 考试听力: each item is one section of a listening test, with its transcript (听力原文) in the analysis (teachers see it, students' papers do not)
 * and five questions with three options (A-C) as in the 高考 paper: sets of five short dialogues,
 * long conversations and monologues.
 */
import { KP_EN as K, optionSlave, pad3, question } from './helpers.js';
import type { TBankDifficulty, TBankGrade, TBankQuestion } from './types.js';

type TListenItem = { q: string; o: [string, string, string]; a: 0 | 1 | 2; kp: number; why: string };
type TListening = {
  topic: string;
  kind: 'short' | 'long' | 'monologue';
  difficulty: TBankDifficulty;
  grade: TBankGrade;
  /** transcript: lines 'M: …' / 'W: …'; a line starting with '#' is a heading (Text 1, …) */
  script: string;
  qs: TListenItem[];
};

const LISTENINGS: TListening[] = [
  {
    topic: '短对话：问路、购物、作息、银行、天气',
    kind: 'short',
    difficulty: 1,
    grade: 1,
    script: `
# Text 1
M: Excuse me, is this the right bus for the city library?
W: No, you need the number 12. This one goes to the railway station.
# Text 2
W: How much are these apples?
M: They're six yuan a kilo, but if you buy three kilos, it's only fifteen yuan.
W: Great, I'll take three kilos.
# Text 3
M: You look tired, Lucy.
W: I stayed up till one o'clock finishing my science report. It's due this morning.
# Text 4
W: Good morning. What can I do for you?
M: I'd like to open a savings account, and also change some US dollars into yuan.
# Text 5
M: Shall we play tennis this afternoon?
W: I'd love to, but the weather report says it's going to rain. How about going to the gym instead?`,
    qs: [
      { q: 'Where does the man want to go?', o: ['The railway station.', 'The city library.', 'The bus stop.'], a: 1, kp: K.lShort, why: '男士问“这是去市图书馆的车吗”，可知他要去市图书馆。' },
      { q: 'How much will the woman pay?', o: ['6 yuan.', '15 yuan.', '18 yuan.'], a: 1, kp: K.lNumber, why: '苹果单价6元一公斤，买三公斤只要15元，女士决定买三公斤，故付15元。' },
      { q: 'Why does Lucy look tired?', o: ['She went to bed late.', 'She got up too early.', 'She was ill last night.'], a: 0, kp: K.lShort, why: 'Lucy说她为了完成科学报告熬到一点，可见睡得晚。' },
      { q: 'Where are the speakers?', o: ['In a hotel.', 'In a bank.', 'In a post office.'], a: 1, kp: K.lRelation, why: '男士要开储蓄账户并兑换美元，可知对话发生在银行。' },
      { q: 'What will the speakers probably do this afternoon?', o: ['Play tennis outside.', 'Stay at home.', 'Go to the gym.'], a: 2, kp: K.lIntention, why: '因天气预报有雨，女士提议改去健身房，故他们可能去健身房。' },
    ],
  },
  {
    topic: '短对话：找眼镜、看电影、音乐会、停车、新老师',
    kind: 'short',
    difficulty: 2,
    grade: 1,
    script: `
# Text 1
W: Tom, have you seen my glasses? I can't find them anywhere.
M: Aren't they on your head, Mum?
# Text 2
M: The film starts at 7:30. We should leave home forty minutes earlier.
W: Fine. I'll be ready.
# Text 3
W: Did you enjoy the concert last night?
M: The music was great, but the people behind me kept talking, which really annoyed me.
# Text 4
M: Excuse me, madam. You can't park here. It's for ambulances only.
W: Oh, sorry, officer. I'll move my car right away.
# Text 5
W: What do you think of the new science teacher?
M: She explains things clearly, though she gives us too much homework.`,
    qs: [
      { q: 'Where are the woman\'s glasses?', o: ['On her head.', 'On the desk.', 'In her bag.'], a: 0, kp: K.lShort, why: '儿子反问“不就在你头上吗？”，可知眼镜在她头上。' },
      { q: 'When will the speakers leave home?', o: ['At 6:50.', 'At 7:10.', 'At 7:30.'], a: 0, kp: K.lNumber, why: '电影7:30开始，要提前40分钟出发，7:30减去40分钟为6:50。' },
      { q: 'How did the man feel about the people behind him?', o: ['Pleased.', 'Annoyed.', 'Surprised.'], a: 1, kp: K.lIntention, why: '男士说后面的人一直说话，really annoyed me，可知他很恼火。' },
      { q: 'What is the probable relationship between the speakers?', o: ['Doctor and patient.', 'Policeman and driver.', 'Teacher and student.'], a: 1, kp: K.lRelation, why: '男士提醒女士不能在救护车专用位停车，女士称他officer并表示马上挪车，可知是警察和司机。' },
      { q: 'What does the man think of the new teacher?', o: ['She is too strict.', 'She is good at explaining.', 'She gives little homework.'], a: 1, kp: K.lIntention, why: '男士说新老师讲解清楚，只是作业太多，故选“善于讲解”。' },
    ],
  },
  {
    topic: '短对话：买车票、整理房间、旅行、学钢琴、搬箱子',
    kind: 'short',
    difficulty: 2,
    grade: 2,
    script: `
# Text 1
M: I'd like a ticket to Shanghai for tomorrow morning.
W: The 8:15 train is full. There's one at 9:40 with seats available.
M: OK, I'll take that one.
# Text 2
W: Jack, your room is such a mess!
M: Sorry, Mum. I'll tidy it up after I finish this chapter of my book.
# Text 3
M: How was your trip to Yunnan?
W: The scenery was amazing, but it rained almost every day, so we couldn't climb the mountain.
# Text 4
W: I've been learning to play the piano for three years.
M: Really? I only started last month, and I still can't play with both hands.
# Text 5
M: Could you help me carry these boxes to the third floor?
W: Sure, but let me put my coffee down first.`,
    qs: [
      { q: 'Which train will the man take?', o: ['The 8:15 train.', 'The 9:40 train.', 'The 8:40 train.'], a: 1, kp: K.lNumber, why: '8:15的车已满，女士说9:40的还有座位，男士表示就要那一班。' },
      { q: 'What is Jack doing now?', o: ['Tidying his room.', 'Reading a book.', 'Doing his homework.'], a: 1, kp: K.lShort, why: 'Jack说读完这一章再收拾房间，可知他正在看书。' },
      { q: 'What did the woman fail to do in Yunnan?', o: ['Enjoy the scenery.', 'Climb the mountain.', 'Take photos.'], a: 1, kp: K.lShort, why: '女士说几乎每天下雨，所以没能去爬山。' },
      { q: 'How long has the man been learning the piano?', o: ['For three years.', 'For about a month.', 'For a year.'], a: 1, kp: K.lNumber, why: '学了三年的是女士；男士说他上个月才开始学，约一个月。' },
      { q: 'What will the woman do first?', o: ['Put her coffee down.', 'Carry the boxes.', 'Go to the third floor.'], a: 0, kp: K.lIntention, why: '女士说“让我先把咖啡放下”，可知她先放下咖啡。' },
    ],
  },
  {
    topic: '短对话：点饮料、天气、机场、戏剧社、打折',
    kind: 'short',
    difficulty: 3,
    grade: 2,
    script: `
# Text 1
W: Would you like tea or coffee?
M: Neither, thanks. Just a glass of water, please.
# Text 2
M: What's the weather like in Harbin now?
W: My sister says it's minus twenty degrees there, and it snowed heavily yesterday.
# Text 3
W: Sir, your passport and boarding pass, please.
M: Here you are. Is the flight on time?
W: I'm afraid it's been delayed by half an hour.
# Text 4
M: I'm thinking of joining the drama club.
W: Good idea. You were great in the school play last year. And the club needs more boys.
# Text 5
W: The shoes are 300 yuan, but there's a 20 percent discount today.
M: Then I'll buy them.`,
    qs: [
      { q: 'What does the man want to drink?', o: ['Tea.', 'Coffee.', 'Water.'], a: 2, kp: K.lShort, why: '男士说茶和咖啡都不要，只要一杯水。' },
      { q: 'What was the weather like in Harbin yesterday?', o: ['Sunny.', 'Snowy.', 'Rainy.'], a: 1, kp: K.lShort, why: '女士说哈尔滨昨天下了大雪。' },
      { q: 'Where does the conversation probably take place?', o: ['At an airport.', 'At a railway station.', 'In a hotel.'], a: 0, kp: K.lRelation, why: '对话中出现passport、boarding pass、flight等词，可知在机场。' },
      { q: 'What is the woman\'s attitude towards the man\'s plan?', o: ['Supportive.', 'Doubtful.', 'Uninterested.'], a: 0, kp: K.lIntention, why: '女士说Good idea，并称赞他去年演得好，可见她支持男士的计划。' },
      { q: 'How much will the man pay for the shoes?', o: ['240 yuan.', '280 yuan.', '300 yuan.'], a: 0, kp: K.lNumber, why: '原价300元，今天打八折（20% discount），300×0.8=240元。' },
    ],
  },
  {
    topic: '长对话：商量班级春游',
    kind: 'long',
    difficulty: 2,
    grade: 1,
    script: `
M: Hi, Sarah. Have you heard about the class trip next month?
W: Yes, Mr Brown said we could choose between the science museum and the wetland park. Which do you prefer?
M: The wetland park, definitely. We went to the science museum in Grade 7, and I'd like to see the birds. Spring is the best time for bird watching.
W: I agree. But the park is about sixty kilometres away. How will we get there?
M: Mr Brown said the school would hire two buses. It takes about an hour and a half.
W: That's fine. What about food? Is there a restaurant in the park?
M: There's a small café, but it's quite expensive. I think we should bring our own lunch and have a picnic by the lake.
W: Good idea. I'll make some sandwiches. And we'll need cameras, of course.
M: And binoculars! My uncle has a pair. I'll ask if I can borrow them.
W: Great. Let's tell Mr Brown our choice this afternoon.`,
    qs: [
      { q: 'Where did the man go in Grade 7?', o: ['The wetland park.', 'The science museum.', 'A bird zoo.'], a: 1, kp: K.lLong, why: '男士说他们七年级时去过科学博物馆。' },
      { q: 'Why does the man prefer the wetland park?', o: ['He wants to watch birds.', 'It is nearer.', 'It is cheaper.'], a: 0, kp: K.lIntention, why: '男士说想看鸟，且春天是观鸟的最佳时节。' },
      { q: 'How long will the bus journey take?', o: ['About one hour.', 'About one and a half hours.', 'About two hours.'], a: 1, kp: K.lNumber, why: '男士说坐车大约需要一个半小时。' },
      { q: 'What will they do for lunch?', o: ['Eat at the café.', 'Go to a restaurant.', 'Have a picnic.'], a: 2, kp: K.lLong, why: '男士建议自带午餐在湖边野餐，女士表示赞同。' },
      { q: 'What will the man borrow from his uncle?', o: ['A camera.', 'Binoculars.', 'Sandwiches.'], a: 1, kp: K.lLong, why: '男士说叔叔有一副望远镜，他会去借。' },
    ],
  },
  {
    topic: '长对话：博物馆志愿讲解员面试',
    kind: 'long',
    difficulty: 3,
    grade: 2,
    script: `
W: Good morning. Please sit down. You've applied to be a volunteer guide at our museum this summer, right?
M: Yes. My name is Li Ming. I'm in Grade 11 at No. 2 Middle School.
W: Why do you want to work here?
M: I'm very interested in history, especially the Tang Dynasty. I've visited your museum at least ten times, and I'd like to share what I know with visitors.
W: That's great. Our guides need to speak English, since we have many foreign visitors in summer. How's your English?
M: I think it's quite good. I won second prize in the city English speech contest last year.
W: Excellent. The job is from July 10th to August 20th, four days a week. Are you available at weekends?
M: Yes. Actually, weekends are better for me, because I take a computer course on Tuesday and Thursday mornings.
W: No problem. We'll give all volunteers a week of training before they start. You'll hear from us by Friday.
M: Thank you very much.`,
    qs: [
      { q: 'What is the probable relationship between the speakers?', o: ['Teacher and student.', 'Interviewer and applicant.', 'Guide and visitor.'], a: 1, kp: K.lRelation, why: '女士询问男士申请志愿讲解员的原因和英语水平，可知是面试官与应聘者。' },
      { q: 'Which period of history is Li Ming most interested in?', o: ['The Tang Dynasty.', 'The Song Dynasty.', 'The Ming Dynasty.'], a: 0, kp: K.lLong, why: '李明说他对历史很感兴趣，尤其是唐朝。' },
      { q: 'What did Li Ming win last year?', o: ['First prize in a writing contest.', 'Second prize in a speech contest.', 'Third prize in a history quiz.'], a: 1, kp: K.lLong, why: '李明说他去年获得全市英语演讲比赛二等奖。' },
      { q: 'When does Li Ming take a computer course?', o: ['At weekends.', 'On Monday and Wednesday afternoons.', 'On Tuesday and Thursday mornings.'], a: 2, kp: K.lNumber, why: '李明说他周二和周四上午上电脑课，所以周末更方便。' },
      { q: 'How many days a week will the volunteers work?', o: ['Three.', 'Four.', 'Five.'], a: 1, kp: K.lNumber, why: '女士说工作时间为7月10日至8月20日，每周四天。' },
    ],
  },
  {
    topic: '长对话：看医生',
    kind: 'long',
    difficulty: 3,
    grade: 2,
    script: `
W: Good afternoon. What seems to be the problem?
M: I've had a terrible headache for three days, and I can't sleep well at night.
W: I see. Have you been under a lot of pressure recently?
M: Yes, I'm preparing for my final exams. I usually study until midnight and then check my phone in bed.
W: How much water do you drink every day?
M: Not much, maybe two glasses. I drink a lot of cola, though.
W: That may be part of the problem. Cola contains caffeine, which can keep you awake. Try to drink at least six glasses of water a day instead.
M: Should I take some medicine?
W: I'll give you something for the headache, but only take it when the pain is really bad. More importantly, stop using your phone an hour before bed, and take a walk after dinner.
M: OK, I'll try. Thank you, doctor.
W: Come back and see me in a week if you don't feel better.`,
    qs: [
      { q: 'How long has the man had a headache?', o: ['For two days.', 'For three days.', 'For a week.'], a: 1, kp: K.lNumber, why: '男士说他头痛已经三天了。' },
      { q: 'Why has the man been under pressure?', o: ['He has exams coming.', 'He has lost his phone.', 'He has started a new job.'], a: 0, kp: K.lLong, why: '男士说他正在准备期末考试，每天学到半夜。' },
      { q: 'What does the doctor think may cause the man\'s sleeping problem?', o: ['Too little exercise.', 'Drinking cola.', 'Studying in the library.'], a: 1, kp: K.lLong, why: '医生说可乐含咖啡因，会让人睡不着，这可能是问题的一部分原因。' },
      { q: 'How many glasses of water does the doctor advise him to drink a day?', o: ['At least two.', 'At least four.', 'At least six.'], a: 2, kp: K.lNumber, why: '医生建议他每天至少喝六杯水。' },
      { q: 'When should the man come back?', o: ['Tomorrow.', 'In three days.', 'In a week if he doesn\'t feel better.'], a: 2, kp: K.lIntention, why: '医生说如果一周后还没好转就再来复诊。' },
    ],
  },
  {
    topic: '长对话：留学生谈在成都的生活',
    kind: 'long',
    difficulty: 4,
    grade: 3,
    script: `
M: Emma, you've been in Chengdu for almost a year now. How do you like it?
W: I love it! At first the food was too spicy for me, but now I can't eat without chilli.
M: Ha! What was the hardest thing when you arrived?
W: The language, definitely. I could only say "hello" and "thank you". I couldn't even order food in a restaurant.
M: But your Chinese is very good now. How did you learn so fast?
W: I took classes three times a week, but I think my host family helped me most. They only spoke Chinese at home, so I had no choice!
M: What will you miss most when you go back to Canada?
W: The tea houses, I think. I love sitting in People's Park, drinking tea and watching people play cards. Life at home is so much faster.
M: Will you come back?
W: Of course. I'm planning to apply to a university in Beijing next year to study Chinese history.`,
    qs: [
      { q: 'How long has Emma been in Chengdu?', o: ['Almost a year.', 'Two years.', 'Six months.'], a: 0, kp: K.lNumber, why: '男士开头说Emma在成都快一年了。' },
      { q: 'What was the hardest thing for Emma when she arrived?', o: ['The spicy food.', 'The language.', 'The weather.'], a: 1, kp: K.lLong, why: 'Emma说最难的肯定是语言，当时连饭都点不了。' },
      { q: 'What helped Emma most with her Chinese?', o: ['Her classes.', 'Her host family.', 'Chinese films.'], a: 1, kp: K.lLong, why: 'Emma说她每周上三次课，但帮助最大的是寄宿家庭，他们在家只说汉语。' },
      { q: 'Where does Emma come from?', o: ['Canada.', 'America.', 'Australia.'], a: 0, kp: K.lLong, why: '男士问她回到加拿大后最想念什么，可知她来自加拿大。' },
      { q: 'What does Emma plan to do next year?', o: ['Open a tea house.', 'Teach English in Chengdu.', 'Study history in Beijing.'], a: 2, kp: K.lIntention, why: 'Emma说她打算明年申请北京的大学学习中国历史。' },
    ],
  },
  {
    topic: '独白：农场导游介绍',
    kind: 'monologue',
    difficulty: 3,
    grade: 2,
    script: `
W: Good morning, everyone, and welcome to Green Valley Farm. My name is Helen, and I'll be your guide today. The farm was started by my grandparents in 1965 with just ten cows. Today we have over two hundred cows, as well as sheep, goats and chickens. First, we'll visit the milking shed, where you can see how milk goes from the cow to the bottle. Then at about ten thirty, we'll walk to the apple orchard. You are welcome to pick apples, and each of you can take one bag home for free. Please don't climb the trees, though. Lunch will be served at twelve in the farmhouse. We grow most of the vegetables ourselves. In the afternoon, you can try making cheese or ride a horse around the lake. For safety, all riders must wear a helmet, which you can get from the stables. The bus back to the city leaves at four o'clock sharp, so please be at the main gate by a quarter to four. If you have any questions, please ask me at any time. Let's go!`,
    qs: [
      { q: 'Who started the farm?', o: ['Helen\'s parents.', 'Helen\'s grandparents.', 'Helen herself.'], a: 1, kp: K.lMonologue, why: 'Helen说农场是她的祖父母在1965年创办的。' },
      { q: 'How many cows does the farm have today?', o: ['Ten.', 'About sixty-five.', 'Over two hundred.'], a: 2, kp: K.lNumber, why: 'Helen说如今农场有两百多头奶牛。' },
      { q: 'What are visitors NOT allowed to do in the orchard?', o: ['Pick apples.', 'Climb the trees.', 'Take apples home.'], a: 1, kp: K.lMonologue, why: 'Helen说可以摘苹果并免费带走一袋，但请不要爬树。' },
      { q: 'What must horse riders do?', o: ['Wear a helmet.', 'Pay extra money.', 'Ride with a guide.'], a: 0, kp: K.lMonologue, why: 'Helen说为了安全，所有骑马的人都必须戴头盔。' },
      { q: 'When should visitors be at the main gate?', o: ['At 3:45.', 'At 4:00.', 'At 4:15.'], a: 0, kp: K.lNumber, why: '回城的车四点整出发，请大家三点三刻（a quarter to four，即3:45）到大门口。' },
    ],
  },
  {
    topic: '独白：学生会介绍校园“绿色周”',
    kind: 'monologue',
    difficulty: 4,
    grade: 3,
    script: `
W: Hello, everyone. This is Linda from the Student Union. I'd like to tell you about our school's Green Week, which starts next Monday, April 20th. The aim is to encourage everyone to live a low-carbon life. On Monday, there will be a talk by Professor Zhang from Tsinghua University about climate change. It begins at 3 pm in the school hall. On Tuesday and Wednesday, we'll hold a second-hand market on the playground. You can bring books, clothes and toys you no longer need and exchange them with others. All the money raised will go to planting trees in Inner Mongolia. On Thursday, we're asking everyone to come to school on foot, by bike or by bus. Teachers will too! Finally, on Friday evening, we'll switch off all the lights on campus for one hour, from 8 to 9 pm. Last year more than 1,500 students took part in Green Week. This year we hope to have even more. If you'd like to be a volunteer, please sign up at the Student Union office on the second floor before this Friday. Thank you.`,
    qs: [
      { q: 'Who is the speaker?', o: ['A teacher.', 'A professor.', 'A student.'], a: 2, kp: K.lRelation, why: '说话人自称来自学生会（Student Union），可知是学生。' },
      { q: 'When will Professor Zhang\'s talk begin?', o: ['At 2 pm.', 'At 3 pm.', 'At 8 pm.'], a: 1, kp: K.lNumber, why: '张教授的讲座下午3点在学校礼堂开始。' },
      { q: 'What will the money from the market be used for?', o: ['Buying books.', 'Planting trees.', 'Helping poor students.'], a: 1, kp: K.lMonologue, why: '义卖所得将全部用于在内蒙古植树。' },
      { q: 'What will happen on Friday evening?', o: ['The lights on campus will be turned off.', 'A concert will be held.', 'Students will walk home together.'], a: 0, kp: K.lMonologue, why: '周五晚上8点到9点，校园将熄灯一小时。' },
      { q: 'Where can students sign up as volunteers?', o: ['In the school hall.', 'On the playground.', 'At the Student Union office.'], a: 2, kp: K.lMonologue, why: '想当志愿者的同学请在本周五前到二楼学生会办公室报名。' },
    ],
  },
];

function scriptHtml(script: string): string {
  return script
    .trim()
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => {
      if (line.startsWith('#')) return `<p><strong>${line.slice(1).trim()}</strong></p>`;
      const m = /^([MW]):\s*(.*)$/.exec(line);
      return m ? `<p><strong>${m[1]}:</strong> ${m[2]}</p>` : `<p>${line}</p>`;
    })
    .join('');
}

const INSTRUCTIONS: Record<TListening['kind'], string> = {
  short: '听下面5段对话。每段对话后有一个小题，从题中所给的A、B、C三个选项中选出最佳选项。听完每段对话后，你都有10秒钟的时间来回答有关小题和阅读下一小题。每段对话仅读一遍。',
  long: '听下面一段较长对话，回答以下5个小题。听对话前，你将有时间阅读各个小题，每小题5秒钟；听完后，各小题将给出5秒钟的作答时间。对话读两遍。',
  monologue: '听下面一段独白，回答以下5个小题。听独白前，你将有时间阅读各个小题，每小题5秒钟；听完后，各小题将给出5秒钟的作答时间。独白读两遍。',
};

/** Kind of each listening section (by key): sets of short dialogues, long conversations, monologues. */
export const ENGLISH_LISTENING_KIND: Record<string, TListening['kind']> = Object.fromEntries(LISTENINGS.map((l, i) => [`en-listening-${pad3(i + 1)}`, l.kind]));

export const ENGLISH_LISTENING: TBankQuestion[] = LISTENINGS.map((l, i) =>
  question({
    key: `en-listening-${pad3(i + 1)}`,
    subjectId: 8,
    type: '考试听力',
    // The transcript is the teacher's, not the student's: it goes with the analysis, so a paper
    // printed without answers does not give the listening away.
    title: `<p>${INSTRUCTIONS[l.kind]}</p>`,
    slaves: l.qs.map((item) => optionSlave(item.q, item.o, item.a, item.why)),
    analysis: `<p>【听力原文】</p>${scriptHtml(l.script)}<p>【主题】${l.topic}。</p>${l.qs.map((item, n) => `<p>${n + 1}. ${item.why}</p>`).join('')}`,
    difficulty: l.difficulty,
    knowledgePointIds: l.qs.map((item) => item.kp),
    grade: l.grade,
  }),
);
