/**
 * Passage types with word answers or shared options: 七选五 (options A-G printed under the
 * passage, one letter per blank), 语法填空 (ten blanks, some with a word in brackets) and
 * 短文改错 (a student's text with ten errors; each sub-question is one correction).
 */
import { KP_EN as K, letter, passageHtml, pad3, question, textSlave } from './helpers.js';
import type { TBankDifficulty, TBankGrade, TBankQuestion } from './types.js';

// ---------------------------------------------------------------- 七选五

type TSevenFive = {
  topic: string;
  difficulty: TBankDifficulty;
  grade: TBankGrade;
  text: string;
  /** the seven options A-G in printed order */
  options: [string, string, string, string, string, string, string];
  /** per blank: the correct option letter and 解析 */
  answers: [string, string][];
};

const SEVEN_FIVES: TSevenFive[] = [
  {
    topic: '青少年如何睡个好觉',
    difficulty: 2,
    grade: 1,
    text: `
Many teenagers feel tired during the day, and it is not just because of homework. [[1]] As a result, they find it hard to fall asleep early but still have to get up for school. The good news is that a few simple habits can make a big difference.

<strong>Keep a regular schedule.</strong> Try to go to bed and get up at about the same time every day, even at weekends. [[2]] If you stay up until 2 am on Saturday, you may find it hard to sleep on Sunday night.

<strong>Put your phone away.</strong> The blue light from screens tells your brain that it is still daytime. [[3]] Try to stop using phones, tablets and computers at least an hour before bed, and keep your phone out of reach so you are not tempted to check messages.

<strong>[[4]]</strong> A cool, dark and quiet room helps you sleep more deeply. If your street is noisy, earplugs may help, and thick curtains can block out early morning light.

<strong>Be careful about what you eat and drink.</strong> Coffee, tea and many soft drinks contain caffeine, which can keep you awake for hours. A heavy meal late at night can also cause discomfort. [[5]]

Sleep is not a waste of time. It is when your body grows, your brain stores what you have learned and your energy is restored.`,
    options: [
      'Make your bedroom comfortable for sleep.',
      'This helps your body clock work properly.',
      'During the teenage years, the body clock naturally shifts later.',
      'If you are hungry, a glass of warm milk or a banana is a better choice.',
      'As a result, it becomes harder to feel sleepy.',
      'Exercise is also important for students\' health.',
      'Sleeping too much at weekends is a common problem.',
    ],
    answers: [
      ['C', '空前说青少年白天感到疲倦不只是因为作业，空后As a result说他们很难早睡，C项“青春期生物钟自然后移”是原因，衔接自然。'],
      ['B', '本段小标题为“保持规律作息”，B项“这有助于生物钟正常运转”中This指代上句每天同一时间睡觉起床。'],
      ['E', '空前说屏幕蓝光让大脑以为还是白天，E项“因此更难感到困倦”是其结果。'],
      ['A', '本空为小标题，下文讲凉爽、黑暗、安静的房间有助于深度睡眠，A项“让卧室适合睡眠”概括本段。'],
      ['D', '本段讲饮食注意事项，空前说深夜饱餐会引起不适，D项给出饿了时更好的选择，符合逻辑。'],
    ],
  },
  {
    topic: '如何做一个好的倾听者',
    difficulty: 3,
    grade: 1,
    text: `
We all like to think we are good listeners. [[1]] Research shows that most of us remember only about half of what someone tells us immediately after they say it. Here are some ways to become a better listener.

<strong>Give your full attention.</strong> Put down your phone, turn towards the speaker and make eye contact. [[2]] When people feel you are really with them, they are more likely to open up.

<strong>Don't plan your reply while the other person is talking.</strong> [[3]] Instead, focus on understanding their point first; there will be time to respond afterwards.

<strong>Ask questions.</strong> [[4]] Questions such as "What happened next?" or "How did you feel about that?" show that you are interested and encourage the speaker to say more.

<strong>Resist the urge to fix everything.</strong> When a friend shares a problem, our first reaction is often to offer advice. [[5]] Sometimes a simple "That sounds really hard" is more helpful than any solution.`,
    options: [
      'But often, they just want to be heard.',
      'In fact, real listening is a skill that few people have mastered.',
      'Good questions keep a conversation going.',
      'These small actions tell the speaker that they matter.',
      'If you do, you are likely to miss much of what they are saying.',
      'Speaking clearly is as important as listening carefully.',
      'Try to finish their sentences to show you understand.',
    ],
    answers: [
      ['B', '空前说我们都认为自己善于倾听，空后说研究表明人们只记得别人所说的一半，B项In fact引出与常识相反的事实，承上启下。'],
      ['D', '空前列举放下手机、转向说话人、眼神交流等小动作，D项These small actions总结这些动作的作用。'],
      ['E', '本段建议对方说话时不要构思回答，E项“如果你这样做，很可能会漏掉对方说的很多内容”说明原因，If you do指代构思回答。'],
      ['C', '本段小标题为“提问”，C项“好的问题能让谈话继续下去”与下文举例的问题相呼应。'],
      ['A', '空前说朋友倾诉问题时我们第一反应常是给建议，A项But转折：他们往往只是想被倾听，与下文“一句简单的安慰更有帮助”一致。'],
    ],
  },
  {
    topic: '养成阅读习惯',
    difficulty: 2,
    grade: 1,
    text: `
Many people say they would love to read more but simply don't have time. [[1]] With a few changes, anyone can build a reading habit that lasts.

<strong>Start small.</strong> You don't need to read for an hour a day. [[2]] Once reading becomes part of your routine, you will naturally want to do more.

<strong>Always carry a book.</strong> Whether it is a paperback in your bag or an e-book on your phone, having something to read means you can use the small gaps in your day. [[3]]

<strong>Choose books you enjoy.</strong> [[4]] If a book bores you after fifty pages, it is perfectly fine to put it down and pick up another one. Reading should feel like a pleasure, not a punishment.

<strong>Join others.</strong> [[5]] Talking about a book with friends, classmates or an online reading group can help you notice things you missed and encourage you to finish.`,
    options: [
      'Ten minutes before bed is a good beginning.',
      'However, time is often not the real problem.',
      'Waiting for a bus or standing in a queue becomes a chance to read a few pages.',
      'Reading is more fun when it is shared.',
      'There is no rule that says you must finish every book you start.',
      'Libraries offer thousands of books for free.',
      'Reading aloud can improve your pronunciation.',
    ],
    answers: [
      ['B', '空前说很多人称没时间读书，空后说做些改变人人都能养成阅读习惯，B项However转折指出时间往往不是真正的问题。'],
      ['A', '本段建议从小处做起，空前说不必每天读一小时，A项“睡前十分钟是个好的开始”顺承。'],
      ['C', '空前说随身带书能利用零碎时间，C项举例说明等车、排队时也能读几页。'],
      ['E', '本段主题是选择喜欢的书，空后说读了五十页觉得无聊完全可以放下，E项“没有规定说开始读的书都必须读完”引出下文。'],
      ['D', '本段小标题为“加入他人”，D项“分享时阅读更有趣”与下文和朋友、读书会讨论相呼应。'],
    ],
  },
  {
    topic: '提高公开演讲能力',
    difficulty: 3,
    grade: 2,
    text: `
Does your heart race when you have to speak in front of the class? You are not alone. [[1]] Fortunately, speaking in public is a skill, and like any skill it can be improved with practice.

<strong>Know your material.</strong> [[2]] Instead of memorising your speech word for word, make a list of key points and practise explaining each one in your own words.

<strong>Practise out loud.</strong> Reading your notes silently is not the same as saying them. [[3]] You can also record yourself on your phone and listen back to check your speed and clarity.

<strong>[[4]]</strong> Before you begin, take a few slow, deep breaths. Breathing slowly sends a signal to your body that there is no danger, which helps calm your nerves.

<strong>Focus on your audience, not yourself.</strong> Remember that listeners want you to succeed. [[5]] Look for a few friendly faces in the room and speak to them as if you were having a conversation.`,
    options: [
      'Try giving your talk to a friend or family member first.',
      'Control your breathing.',
      'Surveys suggest that public speaking is one of the most common fears.',
      'They are more interested in your message than in small mistakes.',
      'The better you understand your topic, the more confident you will feel.',
      'Choose a topic that is popular with teachers.',
      'Most people forget a speech soon after hearing it.',
    ],
    answers: [
      ['C', '空前说“你并不孤单”，C项用调查说明当众演讲是最常见的恐惧之一，照应上文。'],
      ['E', '本段小标题为“熟悉你的材料”，E项“对话题理解越深，你就越自信”解释原因。'],
      ['A', '本段建议大声练习，A项“先试着给朋友或家人讲一遍”与下文also record yourself并列。'],
      ['B', '本空为小标题，下文讲演讲前做几次缓慢的深呼吸，B项“控制呼吸”概括本段。'],
      ['D', '空前说听众希望你成功，D项“他们更关心你的观点而不是小错误”顺承并进一步宽慰说话人。'],
    ],
  },
  {
    topic: '应对考试压力',
    difficulty: 3,
    grade: 2,
    text: `
A certain amount of stress before an exam is normal, and can even help you focus. [[1]] Here are some ways to keep exam stress under control.

<strong>Plan your revision.</strong> Make a realistic timetable that breaks your revision into small sections. [[2]] Ticking off each task as you finish it also gives you a sense of progress.

<strong>Take regular breaks.</strong> [[3]] Many students find that studying for 40 minutes and then resting for 10 works well. Use your breaks to stretch, get some fresh air or have a healthy snack.

<strong>Don't compare yourself with others.</strong> [[4]] Everyone learns in a different way and at a different speed, so focus on what works for you.

<strong>Talk about it.</strong> [[5]] Sharing your worries with a friend, parent or teacher can make them feel less overwhelming, and they may have useful advice.`,
    options: [
      'Your brain cannot concentrate well for hours without a rest.',
      'It can be worrying to hear how much revision your classmates claim to have done.',
      'Too much of it, however, can affect your sleep, appetite and ability to think clearly.',
      'This makes a large amount of work feel more manageable.',
      'Keeping your feelings to yourself often makes them worse.',
      'Exams are the only way to measure a student\'s ability.',
      'Staying up late is the best way to cover more material.',
    ],
    answers: [
      ['C', '空前说适度压力正常甚至有益，C项however转折指出压力过大的危害，引出下文控制压力的方法。'],
      ['D', '空前建议把复习分成小块，D项This指代这种做法，说明它让大量任务显得更可控。'],
      ['A', '本段主题为定时休息，A项“大脑无法长时间不休息地保持专注”说明原因。'],
      ['B', '本段建议不要与他人比较，B项“听到同学说复习了多少会让人焦虑”说明原因。'],
      ['E', '本段建议说出来，E项“把情绪藏在心里往往更糟”与下文分享烦恼的好处形成对比。'],
    ],
  },
  {
    topic: '在新学校结交朋友',
    difficulty: 2,
    grade: 1,
    text: `
Starting at a new school can be exciting, but it can also feel lonely at first. Everyone else seems to have friends already. [[1]] Here are some tips to help you make new friends.

<strong>Be the first to say hello.</strong> It may feel uncomfortable, but most people are pleased when someone starts a conversation. [[2]]

<strong>Join a club or team.</strong> [[3]] Whether it is the school choir, the basketball team or the chess club, activities give you something in common with others from the start.

<strong>[[4]]</strong> People are more likely to approach someone who smiles and looks relaxed than someone who stares at the floor. Even if you feel nervous inside, try to look friendly.

<strong>Be patient.</strong> Real friendships take time to develop. [[5]] Keep showing up, keep being kind, and before long the new school will start to feel like home.`,
    options: [
      'Show that you are open to others.',
      'Don\'t worry if you don\'t find a best friend in the first week.',
      'But remember, many of your classmates may be feeling the same way.',
      'A simple question such as "Is this seat free?" can be the start of a friendship.',
      'Shared interests make it much easier to connect with people.',
      'Try to stay in your classroom during breaks.',
      'Teachers can also give you advice on your studies.',
    ],
    answers: [
      ['C', '空前说别人似乎都已有朋友，C项But转折：很多同学可能也有同样的感受，起到安慰作用。'],
      ['D', '本段建议主动打招呼，D项举例“这个座位有人吗？”这样简单的问题就能开启友谊。'],
      ['E', '本段建议加入社团，E项“共同兴趣让人更容易交往”与下文activities give you something in common相呼应。'],
      ['A', '本空为小标题，下文讲面带微笑、显得放松的人更易被接近，A项“表现出你乐于与人交往”概括本段。'],
      ['B', '空前说真正的友谊需要时间，B项“第一周没找到好朋友也不必担心”顺承。'],
    ],
  },
  {
    topic: '负责任的绿色旅行',
    difficulty: 4,
    grade: 2,
    text: `
Travel broadens the mind, but it also leaves a mark on the planet. [[1]] The good news is that you don't have to stop exploring the world to reduce your impact. Here are a few ways to travel more responsibly.

<strong>Choose trains over planes where possible.</strong> For shorter journeys, a train often produces far less carbon dioxide than a flight. [[2]] You can watch the scenery, read or chat with other passengers.

<strong>Travel light.</strong> [[3]] Packing only what you really need also saves you the trouble of carrying heavy bags through stations and streets.

<strong>Support local businesses.</strong> Eat in family-run restaurants, buy souvenirs from local craftspeople and stay in locally owned guesthouses. [[4]]

<strong>Respect local nature and culture.</strong> Stay on marked paths, never feed wild animals and follow local customs. [[5]] A little effort to learn about the place you visit shows respect and often leads to more meaningful experiences.`,
    options: [
      'The heavier a plane or car is, the more fuel it uses.',
      'This way, more of your money stays in the community you are visiting.',
      'Tourism is responsible for a considerable share of the world\'s greenhouse gas emissions.',
      'Learning a few words of the local language is also appreciated.',
      'It can also be a more relaxing way to travel.',
      'Many hotels now offer free breakfast.',
      'Booking flights early is usually cheaper.',
    ],
    answers: [
      ['C', '空前说旅行也会在地球上留下印记，C项用旅游业温室气体排放占比说明这一影响。'],
      ['E', '空前说火车碳排放少，空后说可以看风景、读书、聊天，E项“这也是更放松的旅行方式”承上启下。'],
      ['A', '本段主题为轻装出行，A项说明行李越重飞机或汽车耗油越多，解释原因；下文also表示另一好处。'],
      ['B', '空前建议在家庭餐馆就餐、向当地手艺人买纪念品，B项This way说明这样做钱会留在当地社区。'],
      ['D', '本段讲尊重当地自然与文化，D项“学几句当地话也会受到欢迎”与下文“花点力气了解当地”相呼应。'],
    ],
  },
  {
    topic: '高效学习外语',
    difficulty: 3,
    grade: 3,
    text: `
Learning a new language can feel like climbing a mountain. [[1]] The following strategies can help you make steady progress.

<strong>Learn a little every day.</strong> [[2]] Fifteen minutes of practice every day is far more effective than three hours once a week, because regular review helps new words move into long-term memory.

<strong>Focus on the most useful words first.</strong> [[3]] In English, for example, the 1,000 most frequent words make up around 80 percent of everyday texts. Learning these first allows you to understand a great deal quickly.

<strong>Don't be afraid of mistakes.</strong> [[4]] Native speakers will usually understand what you mean, and every mistake is a chance to learn something new.

<strong>[[5]]</strong> Watch films, listen to songs or follow social media accounts in the language you are learning. The more you hear and see it in real situations, the more natural it will become.`,
    options: [
      'Make the language part of your daily life.',
      'Little by little, however, anyone can reach the top.',
      'Consistency matters more than the amount of time.',
      'Not all words are equally important.',
      'Many learners stay silent because they worry about sounding foolish.',
      'Grammar rules should be memorised before speaking.',
      'Some languages have more speakers than others.',
    ],
    answers: [
      ['B', '空前把学外语比作爬山，B项however转折：一点一点地，任何人都能登顶，延续比喻并引出下文策略。'],
      ['C', '本段建议每天学一点，C项“坚持比时长更重要”与下文每天15分钟胜过每周3小时一致。'],
      ['D', '本段建议先学最有用的词，D项“并非所有单词都同等重要”引出下文高频词的例子。'],
      ['E', '本段主题为不怕犯错，E项说明许多学习者因怕出丑而不开口，与下文安慰性内容衔接。'],
      ['A', '本空为小标题，下文建议看电影、听歌、关注外语社交账号，A项“让语言成为日常生活的一部分”概括本段。'],
    ],
  },
];

export const ENGLISH_SEVEN_FIVE: TBankQuestion[] = SEVEN_FIVES.map((s, i) => {
  const optionsHtml = s.options.map((o, n) => `<p>${letter(n)}. ${o}</p>`).join('');
  return question({
    key: `en-sevenfive-${pad3(i + 1)}`,
    subjectId: 8,
    type: '七选五',
    title: `<p>根据短文内容，从短文后的选项中选出能填入空白处的最佳选项。选项中有两项为多余选项。</p>${passageHtml(s.text)}${optionsHtml}`,
    slaves: s.answers.map(([a, why], n) => textSlave(String(n + 1), a, why)),
    analysis: `<p>【主题】${s.topic}。</p>${s.answers.map(([a, why], n) => `<p>${n + 1}. ${a}\u3000${why}</p>`).join('')}`,
    difficulty: s.difficulty,
    knowledgePointIds: [K.sevenFive, K.structure],
    grade: s.grade,
  });
});

// ---------------------------------------------------------------- 语法填空

type TGapAnswer = [answer: string, kp: number, why: string];
type TGrammarFill = { topic: string; difficulty: TBankDifficulty; grade: TBankGrade; text: string; answers: TGapAnswer[] };

const GRAMMAR_FILLS: TGrammarFill[] = [
  {
    topic: '端午节',
    difficulty: 2,
    grade: 1,
    text: `
The Dragon Boat Festival, which falls on the fifth day of the fifth lunar month, has a history of more than 2,000 years. It is [[1]] (wide) believed that the festival is held in memory of Qu Yuan, a great poet [[2]] lived in the State of Chu. When he learned that his country had been defeated, he threw [[3]] (he) into the Miluo River. Local people rowed their boats out [[4]] (search) for his body and threw rice into the river so that the fish would not eat him.

Today, dragon boat racing is the [[5]] (excite) part of the festival. Teams of rowers [[6]] (sit) side by side in long, narrow boats shaped like dragons, and a drummer at the front keeps the rhythm. People also eat zongzi, [[7]] traditional food made of sticky rice wrapped in bamboo leaves. In different regions, zongzi [[8]] (fill) with different things, such as red beans, meat or egg yolk.

In 2009, the festival [[9]] (list) by UNESCO as part of the Intangible Cultural Heritage of Humanity, and it is now celebrated [[10]] many countries around the world.`,
    answers: [
      ['widely', K.gfWordForm, '考查副词。修饰动词believed用副词，It is widely believed that...“人们普遍认为……”。'],
      ['who/that', K.gfConj, '考查定语从句。先行词poet指人，在从句中作主语，用who或that引导。'],
      ['himself', K.gfNounPron, '考查反身代词。主语he与宾语为同一人，用反身代词himself。'],
      ['to search', K.gfNonfinite, '考查不定式。动词不定式作目的状语，人们划船出去是为了寻找他的遗体。'],
      ['most exciting', K.gfCompare, '考查形容词最高级。the...part of the festival表示“节日中最……的部分”，修饰物用exciting，最高级为most exciting。'],
      ['sit', K.gfVerb, '考查谓语动词。描述现今的习俗用一般现在时，主语Teams of rowers为复数，用sit。'],
      ['a', K.gfArtPrep, '考查冠词。food在此为可数用法，“一种传统食物”，traditional以辅音音素开头，用a。'],
      ['are filled', K.gfVerb, '考查时态和语态。zongzi与fill是被动关系，陈述客观情况用一般现在时，主语为复数，用are filled。'],
      ['was listed', K.gfVerb, '考查时态和语态。In 2009表示过去，节日“被列入”名录，用一般过去时的被动语态。'],
      ['in', K.gfArtPrep, '考查介词。in many countries“在许多国家”。'],
    ],
  },
  {
    topic: '大熊猫保护',
    difficulty: 3,
    grade: 2,
    text: `
Giant pandas, once [[1]] (consider) one of the world's most endangered animals, are now listed as "vulnerable". This change is the result of decades of hard work by Chinese scientists and local communities.

Pandas live in the mountain forests of Sichuan, Shaanxi and Gansu. [[2]] (feed) mainly on bamboo, an adult panda needs to eat 12 to 38 kilograms of it every day. Because bamboo forests were cut down for farmland in the past, pandas' living areas became smaller and [[3]] (separate) from each other.

To protect them, the government has set up more than 60 nature reserves, [[4]] cover most of the pandas' natural home. Bamboo corridors have also been planted [[5]] (connect) isolated groups, making it possible for pandas to meet. In addition, scientists at breeding centres [[6]] (make) great progress in raising baby pandas, and some pandas raised by humans have been successfully [[7]] (return) to the wild.

According to a national survey, there are now about 1,860 giant pandas in the wild, [[8]] increase of about 17 percent over the previous decade. The panda's story shows that [[9]] people work together, endangered species can be saved. It gives us hope for [[10]] (they) future and for that of other wildlife.`,
    answers: [
      ['considered', K.gfNonfinite, '考查过去分词。pandas与consider是被动关系，once considered...作插入的定语，相当于which were once considered。'],
      ['Feeding', K.gfNonfinite, '考查现在分词。feed on“以……为食”，句子主语an adult panda与feed是主动关系，用现在分词作状语，句首首字母大写。'],
      ['separated', K.gfNonfinite, '考查过去分词作表语。became smaller and separated“变得更小并且彼此分隔”，separated表示状态。'],
      ['which', K.gfConj, '考查非限制性定语从句。先行词nature reserves指物，逗号后引导非限制性定语从句并在从句中作主语，用which。'],
      ['to connect', K.gfNonfinite, '考查不定式。不定式作目的状语，种植竹林走廊是为了连接孤立的种群。'],
      ['have made', K.gfVerb, '考查时态。与前文has set up、have been planted一致，表示到目前为止取得的成果，用现在完成时。'],
      ['returned', K.gfVerb, '考查被动语态。have been successfully returned“被成功放归”，与前面的have been构成现在完成时被动语态。'],
      ['an', K.gfArtPrep, '考查冠词。increase在此为可数名词，表示“一次增长”，以元音音素开头，用an。'],
      ['when/if', K.gfConj, '考查状语从句。“当/如果人们齐心协力时，濒危物种就能得到拯救”，用when或if引导状语从句。'],
      ['their', K.gfNounPron, '考查代词。修饰名词future用形容词性物主代词their，指代大熊猫。'],
    ],
  },
  {
    topic: '茶的故事',
    difficulty: 3,
    grade: 1,
    text: `
Tea has been part of Chinese life for thousands of years. According to legend, it [[1]] (discover) by Emperor Shennong around 2737 BC, when some leaves fell into the water he was boiling. He found the drink [[2]] (refresh), and tea soon became popular.

During the Tang Dynasty, tea drinking spread [[3]] all levels of society. Lu Yu wrote The Classic of Tea, [[4]] (regard) as the first book in the world about tea. In it, he described how tea should be grown, prepared and [[5]] (serve).

Tea later travelled along the Silk Road and by sea to other countries. In the 17th century it reached Europe, where it was at first so expensive that only the rich could afford [[6]] (buy) it. Today tea is one of the [[7]] (popular) drinks in the world, second only [[8]] water.

For many Chinese people, making tea is not just about [[9]] (prepare) a drink. It is a way of showing respect to guests and [[10]] (enjoy) a quiet moment in a busy life.`,
    answers: [
      ['was discovered', K.gfVerb, '考查时态和语态。茶“被发现”是过去的事，用一般过去时的被动语态。'],
      ['refreshing', K.gfWordForm, '考查形容词。find sth + adj.作宾补，修饰物用-ing形容词refreshing“提神的”。'],
      ['to/among', K.gfArtPrep, '考查介词。spread to/among...“传播到……/在……中传播”。'],
      ['regarded', K.gfNonfinite, '考查过去分词作后置定语。书“被认为”是第一部茶书，be regarded as的过去分词形式作定语。'],
      ['served', K.gfNonfinite, '考查被动语态中的并列结构。how tea should be grown, prepared and served，三个过去分词并列。'],
      ['to buy', K.gfNonfinite, '考查不定式。afford to do sth“负担得起做某事”。'],
      ['most popular', K.gfCompare, '考查最高级。one of the + 最高级 + 复数名词，“最受欢迎的饮品之一”。'],
      ['to', K.gfArtPrep, '考查固定搭配。second only to“仅次于”。'],
      ['preparing', K.gfNonfinite, '考查动名词。介词about后接动名词作宾语。'],
      ['enjoying', K.gfNonfinite, '考查动名词及并列结构。与showing并列，作介词of的宾语。'],
    ],
  },
  {
    topic: '杂交水稻之父袁隆平',
    difficulty: 3,
    grade: 2,
    text: `
Yuan Longping, known as the "Father of Hybrid Rice", devoted his life to [[1]] (solve) the problem of hunger. Born in 1930, he grew up during a time of war and saw many people [[2]] (suffer) from hunger. This experience made him determined to find a way [[3]] (grow) more food.

In the 1960s, [[4]] most scientists believed that hybrid rice was impossible, Yuan refused to give up. After years of [[5]] (care) searching, he and his team found a special rice plant in the wild. In the 1970s, they successfully developed high-yield hybrid rice, [[6]] produced about 20 percent more grain than ordinary rice.

Yuan's hybrid rice is now grown not only in China but also in dozens of [[7]] (country) in Asia, Africa and the Americas. It [[8]] (help) feed hundreds of millions of people so far.

Although he [[9]] (become) world-famous, Yuan remained a simple man who spent most of his time working in the fields. He once said that he had two dreams: one was that rice plants would grow as tall as sorghum, and the other was that hybrid rice would be grown all over the world. His life is [[10]] example of how science can change the world.`,
    answers: [
      ['solving', K.gfNonfinite, '考查动名词。devote...to doing sth“致力于做某事”，to为介词。'],
      ['suffer/suffering', K.gfNonfinite, '考查非谓语动词。see sb do/doing sth“看见某人做/正在做某事”。'],
      ['to grow', K.gfNonfinite, '考查不定式。a way to do sth“做某事的方法”，不定式作后置定语。'],
      ['although/though/while', K.gfConj, '考查让步状语从句。大多数科学家认为不可能，袁隆平却不放弃，前后为让步关系。'],
      ['careful', K.gfWordForm, '考查形容词。修饰动名词searching用形容词careful。'],
      ['which', K.gfConj, '考查非限制性定语从句。先行词为hybrid rice，在从句中作主语，用which。'],
      ['countries', K.gfNounPron, '考查名词复数。dozens of后接可数名词复数。'],
      ['has helped', K.gfVerb, '考查时态。so far提示用现在完成时，主语It为单数。'],
      ['became/had become', K.gfVerb, '考查时态。叙述过去的事实，用一般过去时或过去完成时。'],
      ['an', K.gfArtPrep, '考查冠词。example以元音音素开头，“一个……的例子”用an。'],
    ],
  },
  {
    topic: '秋天树叶为什么变色',
    difficulty: 3,
    grade: 2,
    text: `
Every autumn, the leaves of many trees turn from green to red, orange and yellow before [[1]] (fall) to the ground. Have you ever wondered why this happens?

Leaves are green because they contain chlorophyll, a substance [[2]] helps plants turn sunlight into food. In fact, many leaves also contain yellow and orange colours, but during spring and summer these colours are hidden by the large amount of green. As the days grow [[3]] (short) and temperatures drop in autumn, trees stop [[4]] (produce) chlorophyll. The green colour slowly disappears, [[5]] (allow) the yellow and orange to show through.

Red colours are different. They [[6]] (produce) in autumn by sugars trapped in the leaves. Sunny days and cool nights make the reds especially bright, [[7]] is why autumn colours are more beautiful in some years than in others.

Eventually, trees seal off the leaves, which then dry out and fall. This helps the trees save water and energy during the cold winter. In spring, new leaves will grow, and the cycle [[8]] (begin) again. So the next time you see a red maple leaf, remember that it is [[9]] sign of a tree preparing [[10]] (it) for winter.`,
    answers: [
      ['falling', K.gfNonfinite, '考查动名词。介词before后接动名词。'],
      ['that/which', K.gfConj, '考查定语从句。先行词substance指物，在从句中作主语，用that或which。'],
      ['shorter', K.gfCompare, '考查比较级。秋天白昼“变得更短”，grow + 比较级表示变化。'],
      ['producing', K.gfNonfinite, '考查动名词。stop doing sth“停止做某事”，树停止产生叶绿素。'],
      ['allowing', K.gfNonfinite, '考查现在分词作结果状语。绿色逐渐消失，从而使黄色和橙色显现出来。'],
      ['are produced', K.gfVerb, '考查语态。红色“被产生”，用一般现在时被动语态。'],
      ['which', K.gfConj, '考查非限制性定语从句。which指代前面整个句子，在从句中作主语。'],
      ['will begin', K.gfVerb, '考查时态。与前面will grow并列，表示将来，用will begin。'],
      ['a', K.gfArtPrep, '考查冠词。sign为可数名词，泛指“一个标志”，用a。'],
      ['itself', K.gfNounPron, '考查反身代词。prepare oneself for“为……做准备”，指代a tree，用itself。'],
    ],
  },
  {
    topic: '秦始皇兵马俑',
    difficulty: 4,
    grade: 2,
    text: `
In 1974, some farmers [[1]] (dig) a well near Xi'an made an amazing discovery: pieces of a clay figure of a soldier. It soon became clear that they [[2]] (find) part of a huge underground army built for Qin Shihuang, the first emperor of a united China.

So far, more than 8,000 figures have been discovered, including soldiers, horses and chariots. [[3]] is most surprising is that no two soldiers have exactly the same face. Each figure was made by hand, and historians believe the faces may have been [[4]] (base) on real soldiers.

The army was built to protect the emperor in his afterlife. It took a huge number of workers nearly 40 years [[5]] (complete) the tomb. Originally, the figures were painted in bright colours, but most of the paint faded [[6]] (quick) after the figures were exposed to air.

Today the Terracotta Warriors are one of the [[7]] (famous) archaeological sites in the world and attract millions of [[8]] (visit) every year. Much of the emperor's tomb still [[9]] (remain) unopened, because scientists are waiting until they have better technology to protect [[10]] is inside.`,
    answers: [
      ['digging', K.gfNonfinite, '考查现在分词作后置定语。farmers与dig是主动关系，且动作正在进行，用digging。'],
      ['had found', K.gfVerb, '考查过去完成时。“发现”发生在became clear之前，过去的过去用过去完成时。'],
      ['What', K.gfConj, '考查主语从句。从句缺主语且表示“……的事”，用What引导，句首大写。'],
      ['based', K.gfVerb, '考查被动语态。be based on“以……为基础”，may have been based on表示对过去的推测。'],
      ['to complete', K.gfNonfinite, '考查不定式。It takes sb some time to do sth“做某事花费某人多少时间”。'],
      ['quickly', K.gfWordForm, '考查副词。修饰动词faded用副词。'],
      ['most famous', K.gfCompare, '考查最高级。one of the + 最高级 + 复数名词。'],
      ['visitors', K.gfWordForm, '考查词性转换和名词复数。millions of后接可数名词复数，visit→visitors。'],
      ['remains', K.gfVerb, '考查主谓一致。Much of the tomb作主语，谓语用单数，陈述现状用一般现在时。'],
      ['what', K.gfConj, '考查宾语从句。protect后的宾语从句缺主语，表示“里面的东西”，用what。'],
    ],
  },
  {
    topic: '共享单车',
    difficulty: 3,
    grade: 3,
    text: `
Shared bikes have changed the way [[1]] people travel in Chinese cities. With a smartphone, users can find a bike nearby, unlock it by [[2]] (scan) a code and leave it at their destination.

The idea is not new. In the 1960s, a group in Amsterdam painted bikes white and left them on the streets for anyone [[3]] (use). Unfortunately, most of the bikes were stolen or damaged within weeks. Modern systems solve this problem with satellite positioning and mobile payment, which make it possible [[4]] (track) every bike.

Shared bikes bring many [[5]] (benefit). They offer a cheap and healthy way to make short trips, and they reduce traffic jams and air pollution. For many office workers, they solve the "last kilometre" problem between the subway station and the office.

However, there have also been problems. At one point, so many bikes [[6]] (put) on the streets that they blocked pavements, and piles of broken bikes [[7]] (appear) in some cities. Since then, local governments have introduced rules [[8]] (limit) the number of bikes and to create special parking areas.

Used [[9]] (responsible), shared bikes can make our cities [[10]] (clean) and more pleasant places to live in.`,
    answers: [
      ['that/in which', K.gfConj, '考查定语从句。先行词the way在从句中作方式状语，用that或in which引导（也可省略）。'],
      ['scanning', K.gfNonfinite, '考查动名词。介词by后接动名词，by doing“通过做……”。'],
      ['to use', K.gfNonfinite, '考查不定式。for anyone to use“供任何人使用”，不定式作后置定语。'],
      ['to track', K.gfNonfinite, '考查不定式。make it possible to do sth，it为形式宾语，不定式为真正的宾语。'],
      ['benefits', K.gfNounPron, '考查名词复数。many后接可数名词复数。'],
      ['were put', K.gfVerb, '考查时态和语态。At one point指过去某时，自行车“被投放”，用一般过去时被动语态。'],
      ['appeared', K.gfVerb, '考查时态。叙述过去的情况，appear为不及物动词，用一般过去时。'],
      ['to limit', K.gfNonfinite, '考查不定式作后置定语。与后面的to create并列，修饰rules。'],
      ['responsibly', K.gfWordForm, '考查副词。修饰过去分词Used用副词responsibly。'],
      ['cleaner', K.gfCompare, '考查比较级。与more pleasant并列，用比较级cleaner。'],
    ],
  },
  {
    topic: '敦煌莫高窟与樊锦诗',
    difficulty: 4,
    grade: 3,
    text: `
Located at the edge of the Gobi Desert, the Mogao Caves in Dunhuang contain some of the finest examples of Buddhist art in the world. Between the 4th and 14th centuries, artists [[1]] (carve) hundreds of caves into the cliffs and covered their walls with colourful paintings.

Over time, however, wind, sand and changes in humidity [[2]] (damage) many of the paintings. Since the 1960s, Fan Jinshi, [[3]] has been called "the Daughter of Dunhuang", has devoted her life to [[4]] (protect) the caves. When she first arrived, living conditions were extremely hard: there was no running water, and [[5]] (she) home was a simple room built of mud.

Fan realised that the caves could not last forever. So she led a project to create digital copies of the caves, [[6]] (use) high-resolution photography. Today, people all over the world can explore the caves online [[7]] detail. The project not only helps [[8]] (preserve) the art for future generations but also reduces the number of visitors inside the real caves, where their breath can be [[9]] (harm) to the paintings.

Fan once said that she belonged to Dunhuang. Her story is a moving example of [[10]] one person can do for a nation's cultural heritage.`,
    answers: [
      ['carved', K.gfVerb, '考查时态。Between the 4th and 14th centuries表示过去，与covered并列，用一般过去时。'],
      ['have damaged', K.gfVerb, '考查时态。Over time表示从过去持续到现在的影响，用现在完成时；主语为并列名词，用have。'],
      ['who', K.gfConj, '考查非限制性定语从句。先行词Fan Jinshi指人，在从句中作主语，用who。'],
      ['protecting', K.gfNonfinite, '考查动名词。devote one\'s life to doing sth，to为介词。'],
      ['her', K.gfNounPron, '考查代词。修饰名词home用形容词性物主代词her。'],
      ['using', K.gfNonfinite, '考查现在分词作方式状语。利用高分辨率摄影技术来制作数字副本，主动关系。'],
      ['in', K.gfArtPrep, '考查介词。in detail“详细地”。'],
      ['(to) preserve', K.gfNonfinite, '考查不定式。help (to) do sth“帮助做某事”。'],
      ['harmful', K.gfWordForm, '考查形容词。be harmful to“对……有害”，系动词be后接形容词作表语。'],
      ['what', K.gfConj, '考查宾语从句。介词of后的宾语从句缺宾语（do的宾语），用what。'],
    ],
  },
];

export const ENGLISH_GRAMMAR_FILL: TBankQuestion[] = GRAMMAR_FILLS.map((g, i) =>
  question({
    key: `en-grammarfill-${pad3(i + 1)}`,
    subjectId: 8,
    type: '语法填空',
    title: `<p>阅读下面短文，在空白处填入1个适当的单词或括号内单词的正确形式。</p>${passageHtml(g.text)}`,
    slaves: g.answers.map(([a, , why], n) => textSlave(String(n + 1), a, why)),
    analysis: `<p>【主题】${g.topic}。</p>${g.answers.map(([a, , why], n) => `<p>${n + 1}. ${a}\u3000${why}</p>`).join('')}`,
    difficulty: g.difficulty,
    knowledgePointIds: g.answers.map((a) => a[1]),
    grade: g.grade,
  }),
);

// ---------------------------------------------------------------- 短文改错

type TCorrection = [answer: string, kp: number, why: string];
type TErrorCorrection = { topic: string; difficulty: TBankDifficulty; grade: TBankGrade; text: string; corrections: TCorrection[] };

const ERROR_CORRECTIONS: TErrorCorrection[] = [
  {
    topic: '敬老院志愿活动',
    difficulty: 3,
    grade: 2,
    text: `
Last Sunday, my classmates and I go to a nursing home to visit the old people there. As soon as we arrived, we warmly welcomed by the staff. Some of us cleaned the windows, while other sang songs and danced for the elderly. I chatted with an old man which used to be a teacher. He told me many interesting story about his school days. Although he is over eighty, he is still very health and enjoys reading newspapers every day. When it was time leave, he held my hands and asked us to come again. On our way to home, we all felt very tiring but happy. I have realized that caring for old people is what we should do. We will visit it again next month.`,
    corrections: [
      ['go → went', K.ecVerb, '时态错误。Last Sunday表示过去，谓语用一般过去时。'],
      ['we 后加 were', K.ecAddDel, '缺词。we与welcome是被动关系，应为were warmly welcomed。'],
      ['other → others', K.ecPronArt, '代词错误。与Some of us对应，表示“其他人”用代词others。'],
      ['which → who/that', K.ecPronArt, '关系代词错误。先行词an old man指人，定语从句中作主语用who或that。'],
      ['story → stories', K.ecNoun, '名词单复数错误。many修饰可数名词复数。'],
      ['health → healthy', K.ecWordForm, '词性错误。系动词is后接形容词作表语。'],
      ['time 后加 to', K.ecAddDel, '缺词。It is time to do sth“是做某事的时候了”。'],
      ['删除 to', K.ecAddDel, '多词。on one\'s way home中home为副词，前面不用介词to。'],
      ['tiring → tired', K.ecWordForm, '词性错误。描述人的感受用-ed形容词tired。'],
      ['it → them', K.ecPronArt, '代词错误。指代前文the old people，用复数them。'],
    ],
  },
  {
    topic: '给笔友的信：我的周末',
    difficulty: 2,
    grade: 1,
    text: `
Dear Tom,

I'm glad to hear from you. In your last letter you asked me that how I spend my weekend. Usually I get up late at Saturday morning. After breakfast, I often help my mother with housework. She always says that I am great help to her. In the afternoon I play the basketball with my friends in the park near our home. Playing basketball not only makes me strong but also help me relax. On Sunday I usually stay at home and finish my homeworks. Sometimes I went to the library to read books. I find reading very interested. In the evening, my parents and I often watch TV together and talk about what happen during the week. How about you? Please write back and tell me something about you weekend.

Yours,
Li Hua`,
    corrections: [
      ['删除 that', K.ecAddDel, '多词。asked me how...中how引导宾语从句，前面不能再用that。'],
      ['at → on', K.ecPrepConj, '介词错误。具体某天的上午、下午用on，on Saturday morning。'],
      ['great 前加 a', K.ecAddDel, '缺词。be a great help to sb“对某人很有帮助”，help在此为可数名词用法。'],
      ['删除 the', K.ecPronArt, '冠词错误。球类运动名词前不用冠词，play basketball。'],
      ['help → helps', K.ecVerb, '主谓一致错误。动名词短语Playing basketball作主语，谓语用单数，与makes并列。'],
      ['homeworks → homework', K.ecNoun, '名词错误。homework为不可数名词，没有复数形式。'],
      ['went → go', K.ecVerb, '时态错误。全文描述周末习惯，用一般现在时。'],
      ['interested → interesting', K.ecWordForm, '词性错误。修饰物reading用-ing形容词。'],
      ['happen → happened', K.ecVerb, '时态错误。谈论一周内已经发生的事情，用一般过去时。'],
      ['you → your', K.ecPronArt, '代词错误。修饰名词weekend用形容词性物主代词your。'],
    ],
  },
  {
    topic: '班级辩论赛',
    difficulty: 3,
    grade: 2,
    text: `
Last month our class held a debate about whether students should be allowed to use mobile phones at school. Before the debate, we spent a week to prepare for it. We searched for information on the Internet and had discussions in group. On the day of the debate, every students was nervous. Our team argued that phones could help us looking up new words and get information quickly. Therefore, the other team pointed out that many students were easily distracted with games and messages. In the end, our teacher said both sides had made many good point. She told us that it was important use phones wisely. Through the debate, I not only learned how to express my opinions clearly but also learn to listen to others. It was such a meaningful experience that I will never forget them.`,
    corrections: [
      ['to prepare → preparing', K.ecVerb, '非谓语动词错误。spend time (in) doing sth“花时间做某事”。'],
      ['group → groups', K.ecNoun, '名词单复数错误。in groups“分组”。'],
      ['students → student', K.ecNoun, '名词单复数错误。every修饰可数名词单数，谓语was也是提示。'],
      ['looking → look', K.ecVerb, '非谓语动词错误。help sb (to) do sth，与后面的get并列。'],
      ['Therefore → However', K.ecPrepConj, '连词错误。对方观点与我方相反，前后为转折关系。'],
      ['with → by', K.ecPrepConj, '介词错误。be distracted by“被……分散注意力”。'],
      ['point → points', K.ecNoun, '名词单复数错误。many修饰可数名词复数。'],
      ['use 前加 to', K.ecAddDel, '缺词。It is important to do sth，it为形式主语，不定式为真正主语。'],
      ['learn → learned', K.ecVerb, '时态错误。not only...but also...连接并列谓语，与learned时态一致。'],
      ['them → it', K.ecPronArt, '代词错误。指代单数名词experience，用it。'],
    ],
  },
  {
    topic: '保护环境从我做起',
    difficulty: 3,
    grade: 3,
    text: `
Nowadays, more and more people realize the importance of protect the environment. However, some of them still throw rubbish everywhere and waste water and electricity. As students, we should do what we can help. First of all, we should turn off the lights when we will leave the classroom. Secondly, it is good idea to take a bus or ride a bike instead of going by car. In addition, we should sort our rubbish careful so that it can be recycled. Plastic bags are very harmful for the environment, so we had better to use cloth bags when shopping. Last but not least, we can plant trees and flower, that make our city more beautiful. If everyone make a small effort, our earth will become a better place to live in.`,
    corrections: [
      ['protect → protecting', K.ecVerb, '非谓语动词错误。介词of后接动名词。'],
      ['help 前加 to', K.ecAddDel, '缺词。do what we can to help“尽我们所能去帮助”，不定式作目的状语。'],
      ['删除 will', K.ecAddDel, '多词。时间状语从句用一般现在时表将来，when we leave。'],
      ['good 前加 a', K.ecAddDel, '缺词。It is a good idea to do sth，idea为可数名词。'],
      ['careful → carefully', K.ecWordForm, '词性错误。修饰动词sort用副词。'],
      ['for → to', K.ecPrepConj, '介词错误。be harmful to“对……有害”。'],
      ['删除 to', K.ecAddDel, '多词。had better后接动词原形。'],
      ['flower → flowers', K.ecNoun, '名词单复数错误。与trees并列，泛指花用复数。'],
      ['that → which', K.ecPrepConj, '关系词错误。非限制性定语从句不能用that引导，应用which。'],
      ['make → makes', K.ecVerb, '主谓一致错误。everyone作主语，谓语用第三人称单数。'],
    ],
  },
  {
    topic: '运动会上的800米跑',
    difficulty: 2,
    grade: 1,
    text: `
Our school holds its annual sports meeting last Friday. It was a sunny day, and all the students were in high spirit. I took part in the 800-metre race. At the beginning, I ran very fast and was soon in the lead. But halfway through the race, I began to feel tired and two runners past me. I was about give up when I heard my classmates cheering me on. Their voice gave me strength. I tried my best run faster and finally finished the third. Although I didn't win the race, I was very proudly of myself. What I learned from the race is that we should never give up, no matter how hardly the situation is. I'm looking forward to next year sports meeting.`,
    corrections: [
      ['holds → held', K.ecVerb, '时态错误。last Friday表示过去，用一般过去时。'],
      ['spirit → spirits', K.ecNoun, '名词错误。in high spirits“兴高采烈”为固定搭配，用复数。'],
      ['past → passed', K.ecWordForm, '词性错误。句中缺谓语动词，pass的过去式为passed，past为介词或形容词。'],
      ['about 后加 to', K.ecAddDel, '缺词。be about to do sth“正要做某事”。'],
      ['voice → voices', K.ecNoun, '名词单复数错误。同学们的声音，指多人，用复数voices。'],
      ['run 前加 to', K.ecAddDel, '缺词。try one\'s best to do sth“尽力做某事”。'],
      ['删除 the', K.ecPronArt, '冠词错误。finish third“获得第三名”，序数词前不用the。'],
      ['proudly → proud', K.ecWordForm, '词性错误。be proud of“为……感到骄傲”，系动词后用形容词。'],
      ['hardly → hard', K.ecWordForm, '词性错误。no matter how hard the situation is中hard为形容词“困难的”；hardly意为“几乎不”。'],
      ['year → year\'s', K.ecNoun, '名词所有格错误。next year\'s sports meeting“明年的运动会”。'],
    ],
  },
  {
    topic: '介绍春节',
    difficulty: 3,
    grade: 2,
    text: `
The Spring Festival is the most important festival in China. It usually comes in January or February. Before the festival, people clean their houses and buy a lot of thing, such as new clothes, food and gifts. On the eve of the festival, family members get together to having a big dinner. In the northern part of China, people usually make dumpling, which look like ancient Chinese money. Children are always exciting because they can get red envelopes with money inside it. At midnight, many people set off fireworks to drive the bad luck away. During the festival, people visits their relatives and friends and wish each other happy new year. Nowadays, with the develop of technology, more and more people send greetings through WeChat. In my opinion, no matter how the ways of celebrating change, the meaning of the festival remain the same. It is a time for family reunion and for hope.`,
    corrections: [
      ['thing → things', K.ecNoun, '名词单复数错误。a lot of修饰可数名词复数，后文such as列举了多种物品。'],
      ['having → have', K.ecVerb, '非谓语动词错误。不定式to do作目的状语，to后接动词原形。'],
      ['dumpling → dumplings', K.ecNoun, '名词单复数错误。泛指饺子用复数，which引导的从句谓语look也是提示。'],
      ['exciting → excited', K.ecWordForm, '词性错误。描述人的感受用-ed形容词excited。'],
      ['it → them', K.ecPronArt, '代词错误。指代复数名词red envelopes，用them。'],
      ['删除 the', K.ecPronArt, '冠词错误。bad luck为泛指的不可数名词，drive bad luck away前不用定冠词。'],
      ['visits → visit', K.ecVerb, '主谓一致错误。主语people为复数，谓语用原形。'],
      ['happy 前加 a', K.ecAddDel, '缺词。wish sb a happy new year“祝某人新年快乐”。'],
      ['develop → development', K.ecWordForm, '词性错误。the后接名词，with the development of“随着……的发展”。'],
      ['remain → remains', K.ecVerb, '主谓一致错误。主语the meaning为单数，谓语用第三人称单数。'],
    ],
  },
];

export const ENGLISH_ERROR_CORRECTION: TBankQuestion[] = ERROR_CORRECTIONS.map((e, i) =>
  question({
    key: `en-errorcorr-${pad3(i + 1)}`,
    subjectId: 8,
    type: '短文改错',
    title: `<p>假定英语课上老师要求同桌之间交换修改作文，请你修改你同桌写的以下作文。文中共有10处语言错误，每句中最多有两处。每处错误仅涉及一个单词的增加、删除或修改。</p><p>增加：在缺词处加一个漏字符号（∧），并在其下面写出该加的词。</p><p>删除：把多余的词用斜线（\\）划掉。</p><p>修改：在错的词下划一横线，并在该词下面写出修改后的词。</p>${passageHtml(e.text)}`,
    slaves: e.corrections.map(([a, , why], n) => textSlave(`第${n + 1}处`, a, why)),
    analysis: `<p>【主题】${e.topic}。</p>${e.corrections.map(([a, , why], n) => `<p>${n + 1}. ${a}\u3000${why}</p>`).join('')}`,
    difficulty: e.difficulty,
    knowledgePointIds: e.corrections.map((c) => c[1]),
    grade: e.grade,
  }),
);
