/**
 * 阅读理解: original passages (practical notices, narratives, popular science, culture, society)
 * with three or four questions each (A-type notices have three, as in the 高考 paper).
 */
import { KP_EN as K, optionSlave, passageHtml, pad3, question } from './helpers.js';
import type { TBankDifficulty, TBankGrade, TBankQuestion } from './types.js';

type TReadingItem = { q: string; o: [string, string, string, string]; a: 0 | 1 | 2 | 3; kp: number; why: string };
type TReading = { topic: string; difficulty: TBankDifficulty; grade: TBankGrade; text: string; qs: TReadingItem[] };

const READINGS: TReading[] = [
  {
    topic: '科学夏令营通知',
    difficulty: 2,
    grade: 1,
    text: `
<strong>Greenfield Summer Science Camp</strong>

Are you curious about how things work? Join us this July for two weeks of hands-on experiments, field trips and friendly competitions. The camp is open to students aged 14 to 17.

<strong>Robotics Workshop (July 7-11)</strong> Build and program a small robot that can follow a line and avoid obstacles. No experience is needed, but students should bring their own laptops.

<strong>Ocean Explorers (July 7-11)</strong> Spend three mornings at Sandy Bay studying tide pools, and the afternoons in our lab examining what you have collected under microscopes.

<strong>Night Sky Club (July 14-18)</strong> Learn to recognise constellations, use a telescope and photograph the Moon. Sessions run from 7:30 pm to 10:00 pm, so a parent must collect students under 16 at the end of each evening.

<strong>Green Chemistry Lab (July 14-18)</strong> Discover how everyday materials such as vinegar and baking soda can be used to make cleaning products that are safe for the environment.

<strong>Fees and Registration</strong> Each programme costs $180. Students who sign up for two programmes pay $320 in total. Lunch is provided for all daytime programmes. Register online at www.greenfieldcamp.org before June 20. Places are limited to 24 students per programme and are given on a first-come, first-served basis.`,
    qs: [
      { q: 'Which programme requires students to bring their own equipment?', o: ['Robotics Workshop.', 'Ocean Explorers.', 'Night Sky Club.', 'Green Chemistry Lab.'], a: 0, kp: K.detail, why: '细节理解题。根据Robotics Workshop部分的“students should bring their own laptops”可知，参加机器人工作坊需要自带笔记本电脑。故选A。' },
      { q: 'What do we know about the Night Sky Club?', o: ['It is held in the morning.', 'It is only for students over 16.', 'Younger students must be picked up by a parent.', 'It includes a trip to Sandy Bay.'], a: 2, kp: K.detail, why: '细节理解题。根据Night Sky Club部分的“a parent must collect students under 16 at the end of each evening”可知，16岁以下的学生结束时须由家长接回。故选C。' },
      { q: 'How much will a student pay for Ocean Explorers and Green Chemistry Lab?', o: ['$180.', '$320.', '$360.', '$500.'], a: 1, kp: K.detail, why: '细节理解题（数字计算）。根据Fees and Registration部分“Students who sign up for two programmes pay $320 in total”可知，报名两个项目共付320美元。故选B。' },
    ],
  },
  {
    topic: '图书馆新服务',
    difficulty: 2,
    grade: 1,
    text: `
<strong>Riverside Library: What's New This Autumn</strong>

<strong>Borrow More Than Books</strong> From September, members can borrow gardening tools, board games and musical instruments such as ukuleles and keyboards for up to two weeks. Items can be reserved online and collected from the front desk.

<strong>Homework Help</strong> Every Tuesday and Thursday from 4 pm to 6 pm, volunteer university students will help secondary school students with maths, science and English. No appointment is necessary, but please bring your school materials.

<strong>Quiet Study Rooms</strong> Six new study rooms on the second floor can be booked for up to three hours a day. Each room holds four people and has a whiteboard and a screen for laptops. Rooms must be booked at least one day in advance through the library app.

<strong>Repair Café</strong> On the last Saturday of every month, local volunteers will help you fix broken lamps, clothes, bicycles and small electronic devices for free. Last year our Repair Café saved nearly two tonnes of items from going to landfill.

Membership is free for all residents. Simply bring a photo ID and proof of address to any branch.`,
    qs: [
      { q: 'What can members do with the new borrowing service?', o: ['Keep a board game for a month.', 'Borrow a keyboard for two weeks.', 'Buy second-hand gardening tools.', 'Reserve items only at the front desk.'], a: 1, kp: K.detail, why: '细节理解题。根据Borrow More Than Books部分可知，会员可借园艺工具、棋盘游戏和尤克里里、电子琴等乐器，借期最长两周；物品可网上预约、前台领取。故选B。' },
      { q: 'What should a student do to use a quiet study room?', o: ['Bring a photo ID and proof of address.', 'Ask a university volunteer for permission.', 'Book it through the app a day ahead.', 'Arrive at the library before 4 pm.'], a: 2, kp: K.detail, why: '细节理解题。根据Quiet Study Rooms部分“Rooms must be booked at least one day in advance through the library app”可知，须至少提前一天通过图书馆应用预约。故选C。' },
      { q: 'What is the main purpose of the Repair Café?', o: ['To train young volunteers.', 'To raise money for the library.', 'To sell used electronic devices.', 'To reduce waste in the community.'], a: 3, kp: K.inference, why: '推理判断题。根据Repair Café部分“saved nearly two tonnes of items from going to landfill”可知，免费维修活动的目的是减少垃圾、避免物品被填埋。故选D。' },
    ],
  },
  {
    topic: '茶文化博物馆参观指南',
    difficulty: 2,
    grade: 1,
    text: `
<strong>Visitor Guide: The Tea Culture Museum</strong>

Located among green tea fields at the foot of West Hill, the museum tells the 5,000-year story of tea in China, from a medicine to a drink enjoyed around the world.

<strong>Opening hours</strong> Tuesday to Sunday, 8:30 am - 4:30 pm (last entry 4:00 pm). Closed on Mondays except during public holidays.

<strong>Admission</strong> Free. Booking is required on weekends and public holidays and can be made up to seven days in advance on our official website.

<strong>Highlights</strong> The History Hall displays over 600 tea sets from different dynasties, including a rare black-glazed bowl from the Song Dynasty. In the Tea-Making Room, you can watch tea masters roast fresh leaves by hand in hot iron pans (demonstrations at 10:00 am and 2:30 pm, April to October). The Tea Garden Walk is a 40-minute path through the tea fields; during the spring harvest, visitors may pick leaves under a guide's supervision.

<strong>Getting here</strong> Take Bus 27 or 87 to Tea Museum Station. Parking space is limited, so public transport is recommended.`,
    qs: [
      { q: 'When can a visitor enter the museum without booking?', o: ['At 4:15 pm on a Sunday.', 'At 9:00 am on an ordinary Monday.', 'At 10:00 am on a Saturday.', 'At 3:00 pm on a Wednesday.'], a: 3, kp: K.detail, why: '细节理解题。最后入馆时间为下午4点，A项错误；非节假日周一闭馆，B项错误；周末需预约，C项不符合“without booking”；周三下午3点可直接入馆。故选D。' },
      { q: 'What can visitors do in the Tea-Making Room?', o: ['Watch tea leaves being roasted by hand.', 'See a rare bowl from the Song Dynasty.', 'Pick tea leaves with a guide.', 'Watch a film about tea history.'], a: 0, kp: K.detail, why: '细节理解题。根据Highlights部分“In the Tea-Making Room, you can watch tea masters roast fresh leaves by hand”可知答案为A。B项是历史馆的展品，C项属于茶园步道。' },
      { q: 'Why does the guide recommend public transport?', o: ['Buses to the museum are free.', 'The car park is small.', 'The roads are often crowded.', 'It is the quickest way.'], a: 1, kp: K.inference, why: '推理判断题。根据Getting here部分“Parking space is limited, so public transport is recommended”可知，停车位有限是推荐乘坐公共交通的原因。故选B。' },
    ],
  },
  {
    topic: '冬季志愿者招募',
    difficulty: 1,
    grade: 1,
    text: `
<strong>Make a Difference This Winter: Volunteers Wanted</strong>

<strong>Animal Shelter Helper</strong> Walk dogs, feed cats and help keep the shelter clean. Saturdays, 9 am - 12 noon. You must be at least 15 years old and attend a one-hour training session before your first shift.

<strong>Reading Buddy</strong> Read stories with children aged 6 to 9 at Oakwood Primary School and help them choose books they will enjoy. Wednesdays, 3:30 pm - 4:30 pm. Patience and a love of books are all you need.

<strong>Community Kitchen Assistant</strong> Help prepare and serve hot meals for elderly residents who live alone. Sundays, 11 am - 2 pm. A food safety certificate will be given after you finish a free online course.

<strong>Park Clean-up Crew</strong> Join us on the first Sunday of every month, 8 am - 11 am, to collect litter and plant flowers in Central Park. Gloves and bags are provided. Families are welcome, and children under 12 must come with an adult.

To apply, email volunteer@oakwoodcommunity.org with your name, age and the position you are interested in.`,
    qs: [
      { q: 'Which position suits a student who is only free on Wednesday afternoons?', o: ['Animal Shelter Helper.', 'Reading Buddy.', 'Community Kitchen Assistant.', 'Park Clean-up Crew.'], a: 1, kp: K.detail, why: '细节理解题。Reading Buddy的时间是周三下午3:30至4:30，其他岗位均在周六或周日。故选B。' },
      { q: 'What must Animal Shelter Helpers do before they start?', o: ['Take an online course.', 'Get a food safety certificate.', 'Attend a training session.', 'Bring their own gloves.'], a: 2, kp: K.detail, why: '细节理解题。根据Animal Shelter Helper部分“attend a one-hour training session before your first shift”可知，上岗前须参加一小时的培训。故选C。' },
      { q: 'What is special about the Park Clean-up Crew?', o: ['Family members can take part together.', 'It takes place every weekend.', 'Volunteers must be over 15.', 'It requires a certificate.'], a: 0, kp: K.detail, why: '细节理解题。根据Park Clean-up Crew部分“Families are welcome”可知，家庭成员可以一起参加。该活动每月第一个周日举行，B项错误。故选A。' },
    ],
  },
  {
    topic: '青少年好书推荐',
    difficulty: 3,
    grade: 2,
    text: `
<strong>Best Books for Young Readers This Year</strong>

<strong>The Last Glacier</strong> by Helen Ross. For ten summers, scientist Helen Ross camped beside a glacier in Iceland, measuring how quickly it was melting. Her diary-style account is full of beautiful descriptions of ice and sky, but it also delivers a serious warning about climate change. Suitable for readers who enjoy true stories.

<strong>Kitchen Chemistry</strong> by Daniel Okafor. Why does bread rise? Why do onions make us cry? This lively guide explains the science behind everyday cooking and includes thirty simple experiments that can be done safely at home with an adult's help.

<strong>Silk and Sand</strong> by Chen Yu. Set in the Tang Dynasty, this novel follows a young merchant who leaves Chang'an with a camel train bound for Central Asia. Along the way he faces storms, thieves and a difficult choice between friendship and fortune. A gripping adventure with plenty of historical detail.

<strong>The Quiet Hours</strong> by Laura Kent. Winner of this year's National Young Readers' Prize, this collection of short stories explores how teenagers deal with loneliness, friendship and change. Kent's writing is gentle and honest, and many readers say they recognised themselves on the page.`,
    qs: [
      { q: 'Which book would most interest a reader who likes doing experiments?', o: ['The Last Glacier.', 'Kitchen Chemistry.', 'Silk and Sand.', 'The Quiet Hours.'], a: 1, kp: K.detail, why: '细节理解题。Kitchen Chemistry“includes thirty simple experiments that can be done safely at home”，适合喜欢做实验的读者。故选B。' },
      { q: 'What is Silk and Sand mainly about?', o: ['The life of a famous Tang poet.', 'A scientist working in Central Asia.', 'A trader\'s journey along an ancient route.', 'The history of silk production.'], a: 2, kp: K.mainIdea, why: '主旨大意题。根据Silk and Sand部分可知，小说讲述一位年轻商人随驼队从长安出发前往中亚的旅程。故选C。' },
      { q: 'What do we know about The Quiet Hours?', o: ['It is based on the author\'s diary.', 'It is written for adult readers.', 'It describes the effects of climate change.', 'It has won an award.'], a: 3, kp: K.detail, why: '细节理解题。根据“Winner of this year\'s National Young Readers\' Prize”可知该书获得了奖项。故选D。' },
    ],
  },
  {
    topic: '祖父的自行车修理铺（记叙文）',
    difficulty: 3,
    grade: 1,
    text: `
The summer I turned sixteen, my parents sent me to stay with my grandfather in a small town while they worked abroad. I was not happy about it. There was no cinema, the Internet was slow, and Grandpa spent most of his day in a tiny workshop behind his house, fixing bicycles for his neighbours.

For the first week I stayed in my room, scrolling through my phone. Then one morning Grandpa knocked on my door and handed me a pair of gloves. "I need an extra pair of hands," he said. I followed him unwillingly.

The workshop smelled of oil and rubber. Tools hung neatly on the wall, each in its own painted outline. Grandpa showed me how to remove a wheel, find the hole in an inner tube by putting it in a bucket of water, and patch it. My first patch came off immediately. So did my second. "Slow down," Grandpa said. "**The tyre is not in a hurry.** Why should you be?"

What surprised me most was that he never charged anyone. When I asked why, he simply said that the town had given him a good life and this was his way of giving something back. People paid him in other ways: baskets of peaches appeared at the door, and someone repainted his fence without being asked.

Near the end of August, a little boy came in crying, pushing a bike with a flat tyre. Grandpa was out, so I took a deep breath and did everything he had taught me. When the boy rode away smiling, I felt prouder than I had after any exam.

Back at school that autumn, I set up a repair stall at our charity fair. We raised over 3,000 yuan. More importantly, I had learned that patience is not simply waiting. It is paying attention.`,
    qs: [
      { q: 'How did the author feel when she first arrived at her grandfather\'s?', o: ['Curious.', 'Grateful.', 'Unhappy.', 'Relieved.'], a: 2, kp: K.inference, why: '推理判断题。根据第一段“I was not happy about it.”以及小镇没有电影院、网速慢等描述可知，作者刚来时并不开心。故选C。' },
      { q: 'What does Grandpa mean by the underlined sentence in Paragraph 3?', o: ['She should work more carefully.', 'The job could be done later.', 'The tyre was not badly damaged.', 'She should find better tools.'], a: 0, kp: K.wordMeaning, why: '句意理解题。作者前两次补胎都失败，祖父说“Slow down”，接着说“轮胎并不着急，你为什么要着急呢？”，意在让她放慢速度、细心操作。故选A。' },
      { q: 'Why did Grandpa fix bicycles for free?', o: ['He wanted to repay the town.', 'He preferred to be paid with fruit.', 'He had nothing else to do.', 'His neighbours were too poor to pay.'], a: 0, kp: K.detail, why: '细节理解题。根据第四段“the town had given him a good life and this was his way of giving something back”可知，祖父是想回报小镇。故选A。' },
      { q: 'What is the main lesson the author learned?', o: ['Hard work always brings high marks.', 'Old people need more company.', 'Charity fairs are a good way to raise money.', 'Patience means giving full attention to a task.'], a: 3, kp: K.mainIdea, why: '主旨大意题。根据最后一段“patience is not simply waiting. It is paying attention.”可知，作者明白了耐心意味着专注地做事。故选D。' },
    ],
  },
  {
    topic: '马拉松赛场上的援手（记叙文）',
    difficulty: 3,
    grade: 2,
    text: `
At the 35-kilometre mark of the city marathon last spring, Zhang Wei was on course for a personal best. For two years he had trained before dawn, running through empty streets while the rest of his family slept. He could already imagine the number on the finish clock.

Then, just ahead of him, a young runner stumbled and fell to the ground, holding his leg. Dozens of runners went past. Zhang hesitated for a second, and then he stopped.

The fallen runner was a university student called Ethan, who was running his first marathon. His leg muscles had cramped so badly that he could not stand. Zhang helped him to the side of the road, gave him his last energy drink and massaged his leg until the pain eased. "You're not going to finish by lying here," he joked. "Let's walk."

For the next seven kilometres the two men walked and jogged together. Zhang's personal best disappeared somewhere along the way. As they approached the finish line, Ethan tried to let Zhang go first. Zhang refused, took Ethan's hand and raised it, and they crossed the line side by side.

A photographer captured the moment, and the picture spread quickly online. Within days the race organisers announced a new prize, the Spirit of the Marathon Award, and invited Zhang to be its first winner. Zhang was embarrassed by the attention. "I didn't do anything special," he told reporters. "Anyone who has trained for a marathon knows how much it means to finish."

Ethan has since become Zhang's regular training partner. This year they plan to run the marathon again, and this time, they say, they will both be chasing a personal best.`,
    qs: [
      { q: 'What does Paragraph 1 mainly tell us about Zhang Wei?', o: ['He was a professional runner.', 'He had prepared hard for the race.', 'He often ran with his family.', 'He was worried about the race.'], a: 1, kp: K.mainIdea, why: '段落大意题。第一段提到张伟两年来每天黎明前训练、有望创造个人最好成绩，说明他为比赛做了刻苦准备。故选B。' },
      { q: 'Why did Ethan fall to the ground?', o: ['He tripped over another runner.', 'He ran out of energy drinks.', 'He had a severe muscle cramp.', 'He was pushed by the crowd.'], a: 2, kp: K.detail, why: '细节理解题。根据第三段“His leg muscles had cramped so badly that he could not stand”可知，伊森腿部严重抽筋。故选C。' },
      { q: 'Which word best describes Zhang\'s attitude to the public attention?', o: ['Proud.', 'Annoyed.', 'Excited.', 'Modest.'], a: 3, kp: K.attitude, why: '观点态度题。根据第五段“Zhang was embarrassed by the attention. \'I didn\'t do anything special\'”可知，张伟对外界的关注表现得很谦虚。故选D。' },
      { q: 'Which of the following is the best title for the text?', o: ['A Personal Best Lost, a Friend Found', 'How to Train for Your First Marathon', 'The Hidden Dangers of Long-distance Running', 'A Photographer\'s Lucky Day'], a: 0, kp: K.mainIdea, why: '标题归纳题。全文讲述张伟为帮助伊森放弃了个人最好成绩，两人后来成为训练伙伴。A项“失去个人最好成绩，收获一位朋友”概括最准确。故选A。' },
    ],
  },
  {
    topic: '黄色流动图书车（人物故事）',
    difficulty: 3,
    grade: 2,
    text: `
When Mrs Li Fang retired after thirty-five years of teaching in a county town in Guizhou, her colleagues expected her to enjoy a quiet life. Instead, she spent her savings on an old minibus.

With the help of her son, who is a mechanic, she took out the seats, fitted wooden shelves along both sides and painted the outside bright yellow. Friends and former students donated books. Within three months, the "Yellow Reading Bus" held nearly two thousand titles, from picture books to popular science.

Every weekend Mrs Li drives along narrow mountain roads to villages where many children live with their grandparents while their parents work in cities. When the bus arrives, children run out to meet it. They can borrow up to three books each and return them the following week. Mrs Li also reads aloud to the youngest ones, who sit on small stools in the shade of the bus.

"In the beginning, some grandparents thought reading for fun was a waste of time," she says. "They wanted the children to help on the farm or do homework." To win their trust, she began bringing books on farming techniques and health as well. Now many grandparents borrow books too.

The project has not been easy. The bus has broken down twice on steep roads, and in the rainy season some villages cannot be reached for weeks. But Mrs Li has no plans to stop. Last year a local company offered to pay for fuel and repairs, and two university students joined her as volunteers during their holidays.

"A book can take a child to places they may never visit," she says. "My bus only has to take the books to the child."`,
    qs: [
      { q: 'What did Mrs Li do after she retired?', o: ['She opened a bookshop in town.', 'She started a library on wheels.', 'She taught in a village school.', 'She learned to repair buses.'], a: 1, kp: K.detail, why: '细节理解题。根据前两段可知，李老师退休后用积蓄买了一辆旧中巴，改装成“黄色流动图书车”。故选B。' },
      { q: 'How did Mrs Li win the grandparents\' support?', o: ['By helping them on the farm.', 'By giving them free health checks.', 'By bringing books useful to them.', 'By helping the children with homework.'], a: 2, kp: K.detail, why: '细节理解题。根据第四段“she began bringing books on farming techniques and health as well”可知，她带来了对老人有用的农业技术和健康类书籍。故选C。' },
      { q: 'What difficulty does the project face according to Paragraph 5?', o: ['Breakdowns and bad road conditions.', 'A shortage of books.', 'A lack of volunteers.', 'Complaints from the children.'], a: 0, kp: K.detail, why: '细节理解题。根据第五段“The bus has broken down twice on steep roads, and in the rainy season some villages cannot be reached”可知答案为A。' },
      { q: 'Which words best describe Mrs Li?', o: ['Strict and serious.', 'Shy and gentle.', 'Ambitious and proud.', 'Determined and caring.'], a: 3, kp: K.inference, why: '推理判断题。李老师自费改装图书车、克服困难坚持送书进山村，体现了她坚定执着、关爱孩子的品质。故选D。' },
    ],
  },
  {
    topic: '睡眠与记忆（科普）',
    difficulty: 4,
    grade: 2,
    text: `
Why do we remember something better after a good night's sleep? Scientists have long suspected that the sleeping brain does more than simply rest. Recent research suggests that sleep plays an active role in turning new experiences into lasting memories.

During the day, information we learn is first stored in the hippocampus, a small, curved structure deep inside the brain. Its capacity is limited, rather like a notebook that can hold only a few pages. During deep sleep, the hippocampus "replays" the day's events, sending the information to the cortex, the brain's outer layer, where long-term memories are kept. Researchers have recorded this replay in rats: the same patterns of brain activity that appear when a rat runs through a maze appear again, at a faster speed, while it sleeps.

Human studies point in the same direction. In one experiment, two groups of students learned a list of word pairs in the evening. One group slept normally, while the other stayed awake all night. Three days later, after both groups had recovered from any tiredness, the students who had slept remembered about 30 percent more word pairs.

Sleep may also help us see connections we missed while awake. In a well-known study, volunteers who slept after working on a number puzzle were twice as likely to discover a hidden shortcut as those who did not.

These findings carry a clear message for students. Staying up late to cram before an exam may seem like a good use of time, but it can prevent the brain from doing the very work that makes learning stick. Spreading revision over several days, with proper sleep in between, is likely to be far more effective.`,
    qs: [
      { q: 'What is the function of the hippocampus?', o: ['It keeps long-term memories.', 'It controls deep sleep.', 'It stores new information for a short time.', 'It helps us solve number puzzles.'], a: 2, kp: K.detail, why: '细节理解题。根据第二段可知，白天学到的信息首先储存在海马体中，其容量有限（像只有几页的笔记本），睡眠时再转移到大脑皮层长期保存。故选C。' },
      { q: 'What does the experiment on rats show?', o: ['Rats can learn to run through mazes.', 'The brain replays experiences during sleep.', 'Rats need more sleep than humans.', 'Brain activity slows down at night.'], a: 1, kp: K.inference, why: '推理判断题。老鼠睡眠时重现了走迷宫时的大脑活动模式，且速度更快，这说明大脑在睡眠中“回放”白天的经历。故选B。' },
      { q: 'Why were the students tested three days later?', o: ['To make sure tiredness did not affect the results.', 'To give them time to learn more word pairs.', 'To compare different ways of learning.', 'To find out how long they could stay awake.'], a: 0, kp: K.inference, why: '推理判断题。根据第三段“after both groups had recovered from any tiredness”可知，三天后再测试是为了排除疲劳对结果的影响。故选A。' },
      { q: 'What does the author advise students to do?', o: ['Study late the night before an exam.', 'Sleep more during the daytime.', 'Practise puzzles before going to bed.', 'Review over several days with enough sleep.'], a: 3, kp: K.attitude, why: '观点态度题。根据最后一段“Spreading revision over several days, with proper sleep in between, is likely to be far more effective”可知，作者建议把复习分散到几天并保证睡眠。故选D。' },
    ],
  },
  {
    topic: '城市养蜂的利与弊（环境）',
    difficulty: 4,
    grade: 2,
    text: `
On the roof of a shopping centre in central Shanghai, thousands of bees are busy at work. Their keeper, a former office worker named Gao Ming, looks after twelve hives that produce about 200 kilograms of honey a year. He is one of a growing number of city beekeepers around the world.

At first sight, a city seems a poor home for bees. Yet urban areas often offer a surprising variety of flowers. Parks, street trees, balconies and gardens bloom at different times of the year, so city bees may find food for longer than bees in the countryside, where large farms often grow a single crop. Cities are also largely free of the chemicals that are widely sprayed on farmland and that are believed to harm bees.

However, some scientists warn that the trend may be going too far. Honeybees are only one of hundreds of bee species, and most of the others live alone, not in hives. In London, where the number of hives more than doubled in a decade, researchers found that there might no longer be enough flowers to go around. When honeybees take most of the pollen and nectar, wild bees, which are often better at pollinating certain plants, may go hungry.

"Keeping honeybees is not the same as saving bees," says ecologist Dr Sarah Evans. "**It's a bit like keeping chickens to protect wild birds.**" She argues that the best way for city dwellers to help is to plant more flowers, especially native species, and to leave some corners of their gardens untidy, as wild bees often nest in bare soil or old wood.

Gao agrees. He now limits the number of his hives and has persuaded the shopping centre to turn part of the roof into a wildflower meadow. "Bees gave me a new career," he says. "The least I can do is give them something back."`,
    qs: [
      { q: 'Why can city bees find food for a longer time?', o: ['Cities have larger farms.', 'Different plants flower at different times.', 'Beekeepers feed them honey.', 'City weather is warmer.'], a: 1, kp: K.detail, why: '细节理解题。根据第二段“Parks, street trees, balconies and gardens bloom at different times of the year, so city bees may find food for longer”可知答案为B。' },
      { q: 'What problem did researchers find in London?', o: ['Wild bees were attacking honeybees.', 'City flowers contained harmful chemicals.', 'Too many honeybees left little food for wild bees.', 'Beekeepers were producing too much honey.'], a: 2, kp: K.detail, why: '细节理解题。根据第三段可知，伦敦蜂箱数量十年翻倍，花朵可能不够分，蜜蜂拿走了大部分花粉和花蜜，野生蜂可能挨饿。故选C。' },
      { q: 'What does Dr Evans mean by the underlined sentence?', o: ['Keeping honeybees does little to protect wild bees.', 'Honeybees and chickens need similar care.', 'City people should keep more animals.', 'Wild birds are in greater danger than bees.'], a: 0, kp: K.wordMeaning, why: '句意理解题。“养鸡保护不了野生鸟类”与前句“养蜜蜂不等于保护蜜蜂”呼应，意为饲养蜜蜂对保护野生蜂作用不大。故选A。' },
      { q: 'What is the text mainly about?', o: ['How to start keeping bees in a city.', 'Why honey from cities tastes better.', 'A businessman who became a beekeeper.', 'The benefits and limits of city beekeeping.'], a: 3, kp: K.mainIdea, why: '主旨大意题。文章先介绍城市养蜂的优势，再指出其可能对野生蜂造成的负面影响及更好的做法。D项概括全文。故选D。' },
    ],
  },
  {
    topic: '海洋中的塑料（环境）',
    difficulty: 3,
    grade: 2,
    text: `
In 2019, an explorer diving to the deepest point on Earth, nearly 11,000 metres down in the Mariana Trench, made a disappointing discovery: a plastic bag. It was a striking reminder that no part of the ocean is beyond the reach of human waste.

Every year, an estimated 8 to 11 million tonnes of plastic enter the sea. Large pieces, such as bottles and fishing nets, can trap or choke turtles, seabirds and whales. But the bigger long-term threat may come from pieces too small to see. Sunlight and waves slowly break plastic into fragments less than five millimetres long, known as microplastics. **These** have been found in sea salt, in fish sold at markets and even in Arctic ice.

Scientists are still studying how microplastics affect living things. Tiny animals called zooplankton, which form the base of the ocean food chain, often mistake the particles for food. Fish eat the zooplankton, larger fish eat those fish, and in this way plastic can travel up the food chain to our own plates.

Cleaning up the ocean is extremely difficult. Most plastic is not floating in large "garbage patches" but is spread thinly across vast areas or has sunk to the seabed. For this reason, many experts argue that the most effective solution is to stop plastic from reaching the sea in the first place. Around 80 percent of ocean plastic comes from land, much of it carried by rivers. Projects that place floating barriers across river mouths, combined with better rubbish collection in coastal cities, have already shown promising results.

Individuals can help, too. Carrying a reusable bottle, refusing unnecessary packaging and joining beach clean-ups may seem like small actions, but multiplied by millions of people, they add up.`,
    qs: [
      { q: 'Why does the author mention the plastic bag in the Mariana Trench?', o: ['To introduce a famous explorer.', 'To show that plastic has reached even the deepest sea.', 'To describe the beauty of the deep ocean.', 'To explain how plastic sinks.'], a: 1, kp: K.structure, why: '写作意图题。作者以马里亚纳海沟最深处发现塑料袋开篇，引出“海洋没有一处能逃脱人类垃圾”的话题。故选B。' },
      { q: 'What does the underlined word "These" in Paragraph 2 refer to?', o: ['Fishing nets.', 'Seabirds.', 'Microplastics.', 'Bottles.'], a: 2, kp: K.reference, why: '代词指代题。These之前一句介绍了microplastics（微塑料），后文说它们出现在海盐、鱼和北极冰中，可知These指代微塑料。故选C。' },
      { q: 'Why is cleaning up the ocean so difficult?', o: ['Most plastic is widely spread or lies on the seabed.', 'Garbage patches move too quickly.', 'Cleaning ships cause more pollution.', 'There is not enough money for the work.'], a: 0, kp: K.detail, why: '细节理解题。根据第四段“Most plastic is not floating in large \'garbage patches\' but is spread thinly across vast areas or has sunk to the seabed”可知答案为A。' },
      { q: 'What do many experts consider the most effective solution?', o: ['Building more garbage collection ships.', 'Banning fishing in polluted areas.', 'Studying the effects of microplastics.', 'Keeping plastic from entering the sea.'], a: 3, kp: K.attitude, why: '观点态度题。根据第四段“the most effective solution is to stop plastic from reaching the sea in the first place”可知答案为D。' },
    ],
  },
  {
    topic: '人工智能进课堂（社会热点）',
    difficulty: 5,
    grade: 3,
    text: `
When a new technology enters the classroom, it is usually greeted with a mixture of excitement and fear. Calculators, the Internet and smartphones all went through this cycle. Today the same debate surrounds artificial intelligence (AI) tools that can answer questions, write essays and solve equations in seconds.

Supporters argue that AI could give every student something that used to be available only to the wealthy: a personal tutor. An AI system never gets tired or impatient. It can explain a difficult idea in five different ways, adjust the level of its questions to each learner and give instant feedback at midnight, when no teacher is available. Early trials suggest that students who use well-designed AI tutors to practise maths make faster progress than those who only do exercises from a textbook.

Critics worry about what students might lose. Writing an essay is not just a way of producing a text; it is a way of learning to think. If a machine does the organising and arguing, students may never develop these skills themselves. There are also concerns about accuracy: AI tools sometimes produce answers that sound convincing but are completely wrong, and young learners may not be able to tell the difference.

Most educators now agree that banning AI is neither possible nor desirable. The more useful question is how to use it well. Some teachers ask students to criticise an AI-written essay instead of writing one from scratch; others allow AI for brainstorming but require the final work to be written in class. What these approaches have in common is that the student, not the machine, remains responsible for the thinking.

As one teacher put it, "A calculator didn't make maths unnecessary. It changed which parts of maths were worth teaching. AI will do the same for almost every subject."`,
    qs: [
      { q: 'Why does the author mention calculators, the Internet and smartphones?', o: ['To show that new technologies often cause similar debates.', 'To compare their prices with AI tools.', 'To prove that technology makes learning easier.', 'To explain how AI was developed.'], a: 0, kp: K.structure, why: '写作意图题。第一段指出新技术进课堂总伴随兴奋与担忧，计算器、互联网和智能手机都经历过这一过程，如今AI也是如此。故选A。' },
      { q: 'Which is an advantage of AI tutors according to Paragraph 2?', o: ['They are cheaper than textbooks.', 'They can replace teachers completely.', 'They can help students at any time.', 'They make maths exercises easier.'], a: 2, kp: K.detail, why: '细节理解题。根据第二段“give instant feedback at midnight, when no teacher is available”可知，AI导师随时可以提供帮助。故选C。' },
      { q: 'What are critics mainly worried about?', o: ['Students may copy each other\'s essays.', 'Students may not learn to think for themselves.', 'AI tools are too difficult for young learners.', 'Teachers may lose their jobs.'], a: 1, kp: K.inference, why: '推理判断题。第三段指出写作是学习思考的过程，若由机器组织论证，学生可能无法发展这些能力，此外AI的错误答案也难以分辨。故选B。' },
      { q: 'What is the author\'s attitude towards AI in education?', o: ['Strongly opposed.', 'Totally uninterested.', 'Blindly enthusiastic.', 'Cautiously positive.'], a: 3, kp: K.attitude, why: '观点态度题。作者既介绍了AI的好处，也指出了风险，并认为关键在于如何用好它，且以计算器类比说明AI会改变教学内容。可见作者持谨慎的肯定态度。故选D。' },
    ],
  },
  {
    topic: '手机的“脑耗”效应（心理学）',
    difficulty: 4,
    grade: 3,
    text: `
Most of us know that checking our phones while studying is a bad idea. But what if simply having a phone nearby, switched off and face down, could reduce our ability to think?

That was the question a team of researchers set out to answer. They asked about 500 university students to complete tests that required full concentration, such as solving maths problems while remembering sequences of letters. Before starting, the students were randomly told to leave their phones in one of three places: on the desk, face down; in a pocket or bag; or in another room. All phones were set to silent.

The results were striking. Students whose phones were in another room performed significantly better than those whose phones were on the desk, and slightly better than those who kept them in a pocket or bag. Interestingly, most students said they had not been thinking about their phones at all during the test.

The researchers call this effect "**brain drain**". Because our phones are so closely connected to our work, friends and entertainment, part of our mind is constantly, and unconsciously, working to ignore them. This effort uses up some of the limited mental resources we need for other tasks. The more dependent people said they were on their phones, the greater the effect.

The solution, the researchers say, is not to give up smartphones, which bring many benefits, but to create regular periods of separation. Putting the phone in a different room while doing homework, or leaving it outside the bedroom at night, may be a small change, but it could free up a surprising amount of brainpower.`,
    qs: [
      { q: 'What were the students asked to do in the experiment?', o: ['Use their phones to solve maths problems.', 'Describe how often they used their phones.', 'Take tests with their phones kept in different places.', 'Remember the numbers on their phone screens.'], a: 2, kp: K.detail, why: '细节理解题。根据第二段可知，学生被随机要求把手机放在桌上、口袋或包里、另一个房间三处之一，然后完成需要高度专注的测试。故选C。' },
      { q: 'What does the result of the experiment suggest?', o: ['A nearby phone can affect us even when unused.', 'Students think about their phones all the time.', 'Phones in bags are more distracting than phones on desks.', 'Silent phones do not affect concentration.'], a: 0, kp: K.inference, why: '推理判断题。手机放在另一个房间的学生表现明显更好，而多数学生称考试时并未想到手机，说明手机即使不用、只是在身边也会影响我们。故选A。' },
      { q: 'What does the underlined phrase "brain drain" refer to?', o: ['Students leaving their home country to study.', 'Mental effort used up by ignoring a nearby phone.', 'The tiredness caused by difficult tests.', 'The loss of memory as people grow older.'], a: 1, kp: K.wordMeaning, why: '词义猜测题。根据第四段后文“part of our mind is constantly, and unconsciously, working to ignore them. This effort uses up some of the limited mental resources”可知，brain drain指为忽略手机而消耗的脑力。故选B。' },
      { q: 'Which of the following is the best title for the text?', o: ['Smartphones: Friend or Enemy?', 'How to Do Well in Maths Tests', 'Why Students Should Give Up Phones', 'Out of Sight, Better for the Mind'], a: 3, kp: K.mainIdea, why: '标题归纳题。文章通过实验说明手机放在视线之外能让大脑发挥得更好，且研究者并不主张放弃手机（排除C）。D项“眼不见，脑更灵”最能概括主旨。故选D。' },
    ],
  },
  {
    topic: '京杭大运河（历史文化）',
    difficulty: 3,
    grade: 1,
    text: `
When people think of great Chinese engineering projects, the Great Wall usually comes to mind first. Yet another structure, less famous abroad, may have had an even greater influence on Chinese history: the Grand Canal.

Stretching about 1,800 kilometres from Beijing in the north to Hangzhou in the south, the Grand Canal is the longest man-made waterway in the world. Its oldest sections were dug as early as the fifth century BC, but it was during the Sui Dynasty, in the early seventh century, that the separate sections were connected into one system. Millions of workers took part in the project, and many lost their lives.

The canal solved a basic problem. China's great rivers, such as the Yangtze and the Yellow River, flow from west to east, while the country's economic centre was increasingly in the fertile south and its political centre in the north. The canal linked them, allowing rice, silk, salt and other goods to be shipped north to feed the capital and its armies. Along its banks, cities such as Yangzhou and Suzhou grew rich on trade, and ideas, customs and even cooking styles travelled with the boats.

After railways and modern roads were built, parts of the canal fell out of use. In recent decades, however, it has enjoyed a revival. Sections in the south still carry large amounts of goods, and in 2014 the Grand Canal was listed as a UNESCO World Heritage Site. Today, cities along its route are restoring old bridges and docks, turning former warehouses into museums, and building walking and cycling paths beside the water.

For many local people, the canal is not just a historical site but part of daily life: a place to take an evening walk, go fishing or simply watch the boats go by, just as people have done for over a thousand years.`,
    qs: [
      { q: 'When were the separate sections of the canal joined into one system?', o: ['In the fifth century BC.', 'During the Sui Dynasty.', 'After railways were built.', 'In 2014.'], a: 1, kp: K.detail, why: '细节理解题。根据第二段“it was during the Sui Dynasty, in the early seventh century, that the separate sections were connected into one system”可知答案为B。' },
      { q: 'What was the main purpose of the canal according to Paragraph 3?', o: ['To link the economic south with the political north.', 'To stop floods along the Yellow River.', 'To help armies travel from west to east.', 'To attract visitors to Yangzhou and Suzhou.'], a: 0, kp: K.detail, why: '细节理解题。第三段指出中国大河多为东西走向，而经济中心在南方、政治中心在北方，大运河把二者连接起来，把粮食等货物运往北方。故选A。' },
      { q: 'What is Paragraph 4 mainly about?', o: ['The decline of water transport.', 'The history of UNESCO.', 'The canal\'s revival in modern times.', 'The building of new railways.'], a: 2, kp: K.structure, why: '段落大意题。第四段先说运河一度衰落，随后用however转折，介绍近几十年来运河的复兴：仍承担运输、申遗成功、沿线城市修复古迹等。故选C。' },
      { q: 'Where is this text most probably taken from?', o: ['A travel brochure.', 'A science report.', 'A personal diary.', 'A culture and history magazine.'], a: 3, kp: K.inference, why: '文章出处题。文章介绍大运河的历史作用、兴衰与当代意义，属于历史文化类介绍性文章，最可能出自文化历史类杂志。故选D。' },
    ],
  },
  {
    topic: '剪纸艺术的传承（传统文化）',
    difficulty: 3,
    grade: 1,
    text: `
With nothing more than a pair of scissors and a sheet of red paper, Grandma Wang can create a pair of dancing phoenixes in less than ten minutes. She learned the craft from her mother at the age of seven and has been practising it for over sixty years.

Paper cutting has a long history in China. The oldest surviving example, a round pattern found in Xinjiang, dates back about 1,500 years. Because paper and scissors were cheap, the art spread among ordinary people, especially women in the countryside, who decorated windows, doors and walls with cut-paper designs during the Spring Festival and at weddings. Many designs carry wishes for a good life: fish stand for plenty, because the Chinese word for fish sounds like the word for "surplus", while peaches represent long life.

In 2009, Chinese paper cutting was added to UNESCO's list of the Intangible Cultural Heritage of Humanity. Still, like many traditional crafts, it faces challenges. Fewer young people live in the villages where the skill was handed down from mother to daughter, and machine-made decorations are cheaper and quicker to produce.

Yet the art is finding new life in unexpected places. Young designers are combining traditional patterns with modern themes, cutting images of high-speed trains, astronauts and cartoon characters. Some artists share fast-motion videos of their work online, attracting millions of viewers. Schools in many provinces now offer paper-cutting classes, and Grandma Wang herself teaches a group of twenty children every Saturday morning.

"At first they cut their fingers more than the paper," she laughs. "But after a few weeks, they begin to see that the scissors can follow their imagination. That's when they fall in love with it."`,
    qs: [
      { q: 'Why did paper cutting become popular among ordinary people?', o: ['It was taught in schools.', 'Its materials were cheap.', 'It was a way to earn money.', 'It was loved by the royal family.'], a: 1, kp: K.detail, why: '细节理解题。根据第二段“Because paper and scissors were cheap, the art spread among ordinary people”可知答案为B。' },
      { q: 'What does a fish stand for in paper-cutting designs?', o: ['Having more than enough.', 'Living a long life.', 'Good health.', 'A happy marriage.'], a: 0, kp: K.detail, why: '细节理解题。根据第二段“fish stand for plenty, because the Chinese word for fish sounds like the word for \'surplus\'”可知，鱼象征“年年有余”。故选A。' },
      { q: 'What is Paragraph 4 mainly about?', o: ['The challenges paper cutting faces.', 'The history of paper cutting.', 'New developments in paper cutting.', 'Grandma Wang\'s teaching methods.'], a: 2, kp: K.structure, why: '段落大意题。第四段以“Yet the art is finding new life in unexpected places”为主题句，介绍剪纸与现代题材结合、网络传播、进入课堂等新发展。故选C。' },
      { q: 'What can we infer about Grandma Wang\'s students?', o: ['They find the classes boring.', 'They have learned the craft from their mothers.', 'They often hurt themselves badly.', 'They gradually become interested in the art.'], a: 3, kp: K.inference, why: '推理判断题。根据最后一段“after a few weeks... That\'s when they fall in love with it”可知，孩子们逐渐爱上了剪纸。故选D。' },
    ],
  },
  {
    topic: '行道树为城市降温（环境与城市）',
    difficulty: 4,
    grade: 3,
    text: `
On a hot summer afternoon, the temperature in a city centre can be several degrees higher than in the surrounding countryside. This is known as the urban heat island effect. Roads, roofs and buildings absorb the sun's heat during the day and release it slowly at night, while air conditioners, cars and factories add even more warmth.

Trees are one of the simplest and most effective ways to fight back. A mature tree shades the ground beneath it, preventing roads and walls from heating up in the first place. It also acts as a natural air conditioner: water taken up through its roots evaporates from its leaves, cooling the surrounding air. Studies in several cities have found that streets lined with trees can be up to 5°C cooler than similar streets without them.

The benefits do not stop there. Trees absorb carbon dioxide, filter dust from the air and reduce flooding by slowing down rainwater. Research has also linked green streets with lower stress levels and more physical activity, as people are more willing to walk or cycle in pleasant surroundings.

However, planting trees in cities is not as simple as it sounds. Roots need space, but city soil is often hard and full of pipes and cables. Young trees need regular watering for several years, and choosing the wrong species can lead to problems, from roots that break pavements to pollen that causes allergies. Most importantly, planting is unequal: wealthier neighbourhoods tend to have far more trees than poorer ones, which often suffer most from the heat.

Some cities are now tackling this directly. Melbourne, in Australia, has created an online map of every tree it manages, allowing residents to see which areas need more shade. Other cities have set targets, promising that every resident will be able to see at least three trees from their home. As summers grow hotter, such plans may no longer be a luxury but a necessity.`,
    qs: [
      { q: 'What contributes to the urban heat island effect?', o: ['Heavy rain in summer.', 'Heat stored by roads and buildings.', 'Too many trees in city centres.', 'Wind from the countryside.'], a: 1, kp: K.detail, why: '细节理解题。根据第一段“Roads, roofs and buildings absorb the sun\'s heat during the day and release it slowly at night”可知答案为B。' },
      { q: 'How do trees act as "a natural air conditioner"?', o: ['By blocking the wind.', 'By absorbing carbon dioxide.', 'By slowing down rainwater.', 'By giving off water through their leaves.'], a: 3, kp: K.detail, why: '细节理解题。根据第二段“water taken up through its roots evaporates from its leaves, cooling the surrounding air”可知答案为D。' },
      { q: 'Which problem does the author consider the most important?', o: ['Trees are unequally distributed.', 'Tree roots damage pavements.', 'Young trees need a lot of water.', 'Some trees cause allergies.'], a: 0, kp: K.detail, why: '细节理解题。根据第四段“Most importantly, planting is unequal”可知，作者认为最重要的问题是树木分布不均。故选A。' },
      { q: 'What does the author think of the plans mentioned in the last paragraph?', o: ['They are too expensive.', 'They are hard to carry out.', 'They are becoming necessary.', 'They only suit rich cities.'], a: 2, kp: K.attitude, why: '观点态度题。根据最后一句“such plans may no longer be a luxury but a necessity”可知，作者认为这类计划越来越必要。故选C。' },
    ],
  },
  {
    topic: '搜救犬露娜（记叙文）',
    difficulty: 3,
    grade: 2,
    text: `
When Tom Hughes first met Luna at an animal shelter, she was a thin, nervous puppy who hid at the back of her cage. The staff warned him that she might never be suitable as a family pet. Tom, a volunteer with a mountain rescue team, saw something else: a dog who, despite her fear, never stopped sniffing the air around her.

Training a search dog takes around two years. It begins as a game of hide-and-seek: a volunteer hides behind a rock, and the dog is rewarded with its favourite toy when it finds them. Gradually the hiding places become harder to reach and the searches longer, until the dog can cover a whole hillside, following the scent that people naturally give off, even when no footprints can be seen. Luna, it turned out, loved the game.

Her biggest test came on a cold November evening. A 68-year-old walker had failed to return from a hike, and thick fog had rolled in, making a search by helicopter impossible. Forty volunteers set off up the mountain in lines, but they could see less than ten metres ahead.

Luna was released at around 11 pm. Within forty minutes she had disappeared into the fog, and then Tom heard her bark, the signal she had been trained to give. He found her standing beside the man, who had slipped into a narrow valley and hurt his ankle. He was cold and confused but alive. Doctors later said he might not have survived the night.

Luna has since taken part in more than sixty searches. She still hides behind Tom's legs when she meets strangers in town, but on the mountain she is a different animal. "People ask me how I turned a frightened puppy into a rescue dog," Tom says. "The truth is, I didn't. She just needed a job that let her be brave."`,
    qs: [
      { q: 'What did Tom notice about Luna at the shelter?', o: ['She was friendly to strangers.', 'She was suitable as a family pet.', 'She had a strong interest in smells.', 'She was too weak to be trained.'], a: 2, kp: K.inference, why: '推理判断题。根据第一段“a dog who, despite her fear, never stopped sniffing the air around her”可知，汤姆注意到露娜对气味非常敏感、兴趣浓厚，这正是搜救犬所需的素质。故选C。' },
      { q: 'How is a search dog trained at the beginning?', o: ['By playing hide-and-seek.', 'By following footprints.', 'By searching whole hillsides.', 'By flying in helicopters.'], a: 0, kp: K.detail, why: '细节理解题。根据第二段“It begins as a game of hide-and-seek”可知答案为A。' },
      { q: 'Why was the helicopter not used in the search?', o: ['It was too late at night.', 'There was thick fog.', 'The walker was in a valley.', 'There were enough volunteers.'], a: 1, kp: K.detail, why: '细节理解题。根据第三段“thick fog had rolled in, making a search by helicopter impossible”可知答案为B。' },
      { q: 'What does Tom\'s last remark suggest?', o: ['Training dogs is easier than people think.', 'Luna is still afraid of mountains.', 'Luna prefers living in town.', 'The right job brought out Luna\'s courage.'], a: 3, kp: K.inference, why: '推理判断题。汤姆说“我并没有改变它，它只是需要一份让它能够勇敢的工作”，意为合适的工作激发了露娜的勇气。故选D。' },
    ],
  },
  {
    topic: '我们为什么拖延（心理学）',
    difficulty: 5,
    grade: 3,
    text: `
Why do we put things off? Many people believe that procrastination is a sign of laziness or poor time management. But psychologists increasingly see it as something else: a way of managing unpleasant emotions.

Consider a student facing a difficult essay. The task may cause boredom, anxiety about failing or self-doubt. Opening a video app provides instant relief from these feelings. In the short term, the strategy works: the student feels better. In the long term, of course, it makes things worse. The deadline comes closer, stress increases and the task becomes even more unpleasant, making further delay more likely. Researchers describe this as "giving in to feel good".

This view explains why simply telling procrastinators to "try harder" or buy a better planner rarely helps. The problem is not knowing what to do, but coping with how the task makes us feel. It also explains why procrastination is often linked with perfectionism. People who fear that their work will not be good enough may avoid starting it at all.

So what actually works? One approach is to make the first step very small. Instead of "write my essay", the goal becomes "write one sentence" or "open the document and read the question". Once people start, the task usually turns out to be less terrible than they imagined. Another is self-compassion. In one study, students who forgave themselves for procrastinating before their first exam procrastinated less when preparing for the next one. Blaming ourselves, it seems, only adds to the bad feelings we were trying to escape.

Finally, it helps to think about our "future self". People who see their future self as a stranger find it easier to leave problems for that person to deal with. Imagining how we will feel the night before a deadline can make that future self feel real, and worth helping.`,
    qs: [
      { q: 'According to psychologists, procrastination is mainly ______.', o: ['a result of laziness', 'a way to escape negative feelings', 'a problem of poor planning', 'a habit caused by video apps'], a: 1, kp: K.detail, why: '细节理解题。根据第一段“psychologists increasingly see it as something else: a way of managing unpleasant emotions”可知答案为B。' },
      { q: 'Why does telling procrastinators to "try harder" rarely work?', o: ['They already work too hard.', 'They do not know what to do.', 'It fails to deal with the emotional cause.', 'It makes them more perfectionist.'], a: 2, kp: K.inference, why: '推理判断题。根据第三段“The problem is not knowing what to do, but coping with how the task makes us feel”可知，“更努力”的建议没有解决情绪这一根源。故选C。' },
      { q: 'What did the study on self-compassion find?', o: ['Forgiving oneself reduced later procrastination.', 'Students who blamed themselves got higher marks.', 'Perfectionists procrastinated less.', 'Small goals made exams easier.'], a: 0, kp: K.detail, why: '细节理解题。根据第四段“students who forgave themselves for procrastinating before their first exam procrastinated less when preparing for the next one”可知答案为A。' },
      { q: 'How is the text mainly organised?', o: ['By comparing two different studies.', 'By telling stories in time order.', 'By listing causes and effects of stress.', 'By presenting a problem, explaining it and offering solutions.'], a: 3, kp: K.structure, why: '篇章结构题。文章先提出问题（为什么拖延），再从情绪角度解释原因，最后给出缩小第一步、自我宽容、想象未来的自己等方法。故选D。' },
    ],
  },
  {
    topic: '乒乓球与乒乓外交（体育与历史）',
    difficulty: 3,
    grade: 1,
    text: `
Few sports have travelled as far, or played as surprising a role in world history, as table tennis.

The game began in England in the 1880s as an after-dinner entertainment for wealthy families. Players used a row of books as a net, the lids of cigar boxes as bats and the rounded top of a cork as a ball. Its popular name, "ping-pong", came from the sound of the ball hitting the table. Celluloid balls, introduced around 1900, made the game faster, and by the 1920s it had its own international federation.

The sport arrived in China in the early twentieth century and quickly became popular, partly because it needed little space and cheap equipment. In 1959, Rong Guotuan won the men's singles at the World Championships in Germany, becoming China's first world champion in any sport. His victory turned table tennis into a national passion, and China has led the sport for much of the time since.

Its most famous moment, however, came off the table. In 1971, during the World Championships in Japan, an American player, Glenn Cowan, missed his team bus and got onto the Chinese team's bus instead. Chinese star Zhuang Zedong greeted him and gave him a silk painting as a gift. The friendly meeting was photographed and widely reported. Shortly afterwards, the American team was invited to visit China, the first American group to do so in over twenty years. This "ping-pong diplomacy" helped open the door to President Nixon's historic visit in 1972.

Today, table tennis is played by an estimated 300 million people worldwide. It became an Olympic sport in 1988 and remains one of the few games that a grandparent and a grandchild can enjoy together on equal terms.`,
    qs: [
      { q: 'What did early players use as a net?', o: ['A row of books.', 'Cigar-box lids.', 'A piece of cork.', 'A dinner table.'], a: 0, kp: K.detail, why: '细节理解题。根据第二段“Players used a row of books as a net”可知答案为A。' },
      { q: 'Why was Rong Guotuan\'s victory important?', o: ['It was the first Olympic gold for China.', 'It made him China\'s first world champion in any sport.', 'It took place in China.', 'It led to Nixon\'s visit to China.'], a: 1, kp: K.detail, why: '细节理解题。根据第三段“becoming China\'s first world champion in any sport”可知答案为B。' },
      { q: 'What led to the American team\'s visit to China?', o: ['An order from the US president.', 'A request from the international federation.', 'A friendly meeting between two players.', 'A match held in Germany.'], a: 2, kp: K.inference, why: '推理判断题。根据第四段可知，科恩误上中国队大巴，庄则栋友好相待并赠送礼物，这一友好会面被广泛报道，随后美国队受邀访华。故选C。' },
      { q: 'What does the last paragraph suggest about table tennis?', o: ['It is mainly played by old people.', 'It is losing popularity worldwide.', 'It became an Olympic sport very early.', 'It can be enjoyed by people of all ages.'], a: 3, kp: K.inference, why: '推理判断题。根据最后一段“one of the few games that a grandparent and a grandchild can enjoy together on equal terms”可知，乒乓球适合各年龄段的人。故选D。' },
    ],
  },
  {
    topic: '濒危语言的保护（社会文化）',
    difficulty: 6,
    grade: 3,
    text: `
Every two weeks or so, somewhere in the world, the last fluent speaker of a language dies, and with them a unique way of seeing the world disappears. Of the roughly 7,000 languages spoken today, linguists estimate that at least 40 percent are endangered, most of them with fewer than 1,000 speakers.

Languages usually die not because people are forced to stop speaking them but because parents decide that their children will have better opportunities in a more widely spoken language. Within two or three generations, the older language may survive only among grandparents.

Why does this matter? Supporters of language protection point out that languages contain knowledge that cannot easily be translated. Many indigenous languages, for example, have detailed words for local plants, animals and weather patterns, built up over centuries of observation. Others encode ways of thinking about time, space or family relationships that differ greatly from those of major world languages. When a language is lost, this knowledge often disappears with it.

The good news is that decline can be reversed. The best-known example is Hebrew, which for centuries was used mainly for religion and study before being revived as an everyday language now spoken by millions. In New Zealand, "language nests", preschools where young children are surrounded by the Maori language, helped raise a new generation of speakers after the number of fluent speakers had fallen sharply. Technology is also playing a role: communities are recording elderly speakers, creating dictionary apps and even producing cartoons in their languages.

Experts agree, though, that no app can replace the most important factor: families speaking the language at home. A language lives only as long as people choose to use it in their daily lives.`,
    qs: [
      { q: 'What is the main reason why languages die?', o: ['Governments forbid people to use them.', 'Parents choose more widely used languages for their children.', 'Their last speakers move to big cities.', 'They are too difficult to learn.'], a: 1, kp: K.detail, why: '细节理解题。根据第二段“parents decide that their children will have better opportunities in a more widely spoken language”可知答案为B。' },
      { q: 'Why does the author mention words for local plants and weather?', o: ['To show that languages carry unique knowledge.', 'To prove that indigenous people are good observers.', 'To explain why languages are hard to translate.', 'To compare major world languages.'], a: 0, kp: K.structure, why: '写作意图题。第三段用土著语言中关于动植物和天气的丰富词汇为例，说明语言承载着难以翻译的独特知识。故选A。' },
      { q: 'What is the purpose of the "language nests" in New Zealand?', o: ['To record elderly speakers.', 'To teach adults to read.', 'To help young children acquire Maori.', 'To produce cartoons for children.'], a: 2, kp: K.detail, why: '细节理解题。根据第四段“preschools where young children are surrounded by the Maori language, helped raise a new generation of speakers”可知答案为C。' },
      { q: 'What is the author\'s attitude towards the future of endangered languages?', o: ['Disappointed.', 'Uncaring.', 'Confused.', 'Cautiously hopeful.'], a: 3, kp: K.attitude, why: '观点态度题。作者用希伯来语、毛利语的例子说明衰退可以逆转（The good news is...），同时强调关键在于家庭使用，可见作者持谨慎乐观的态度。故选D。' },
    ],
  },
];

export const ENGLISH_READING: TBankQuestion[] = READINGS.map((r, i) =>
  question({
    key: `en-reading-${pad3(i + 1)}`,
    subjectId: 8,
    type: '阅读理解',
    title: passageHtml(r.text),
    slaves: r.qs.map((item) => optionSlave(item.q, item.o, item.a, item.why)),
    analysis: `<p>【主题】${r.topic}。</p>${r.qs.map((item, n) => `<p>${n + 1}. ${item.why}</p>`).join('')}`,
    difficulty: r.difficulty,
    knowledgePointIds: r.qs.map((item) => item.kp),
    grade: r.grade,
  }),
);
