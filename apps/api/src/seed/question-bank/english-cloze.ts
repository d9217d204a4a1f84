/**
 * 完形填空: original narrative passages with 15 blanks (新高考 style) or 20 blanks (全国卷 style).
 * Each blank is authored as [correct, distractor, distractor, distractor, knowledge point, 解析];
 * the option order is shuffled deterministically per blank.
 */
import { KP_EN as K, passageHtml, pad3, question, rngFor, shuffledOptions, answerOf } from './helpers.js';
import type { TBankDifficulty, TBankGrade, TBankQuestion, TBankSubQuestion } from './types.js';

type TBlank = [correct: string, d1: string, d2: string, d3: string, kp: number, why: string];
type TCloze = { topic: string; difficulty: TBankDifficulty; grade: TBankGrade; text: string; blanks: TBlank[] };

const CLOZES: TCloze[] = [
  {
    topic: '妈妈午餐盒里的纸条',
    difficulty: 2,
    grade: 1,
    text: `
When I started at a new school in Grade 10, I didn't know anyone. For the first week I ate lunch alone in the library, pretending to read so that nobody would notice how [[1]] I was.

One Monday, I opened my lunchbox and found a small [[2]] from my mother. It said: "Say hello to one person today. Just one." I laughed at first. It seemed too [[3]] to make any difference.

Still, that afternoon in chemistry class I was [[4]] with a quiet girl named Rosa for an experiment. I took a deep breath and said hello. She smiled and [[5]] that she was new too. Our experiment went terribly [[6]]: the liquid turned brown instead of blue, and we both burst out laughing.

The next day, my mother's note said: "Now say hello to two." I [[7]] the instruction. Rosa introduced me to her neighbour, Jake, who was [[8]] about robots. By Friday, the three of us were sitting together at lunch, [[9]] plans for the school science fair.

Weeks later, I asked my mother why she had [[10]] writing the notes. She told me that when she moved to a new city as a girl, her own father had done the same thing for her. "Big changes are [[11]]," she said, "but they are made of small steps."

I still keep those notes in a box under my bed. Last month my little brother started at a new school, and he looked just as [[12]] as I had been. So I [[13]] a note into his lunchbox. It said: "Say hello to one person today." He came home that evening talking [[14]] a boy named Leo. Some lessons, it seems, are meant to be [[15]].`,
    blanks: [
      ['lonely', 'busy', 'excited', 'calm', K.clLogic, '考查形容词辨析。上文提到作者不认识任何人，独自在图书馆吃午饭并假装看书，是怕别人发现自己很孤独。lonely“孤独的”符合语境。'],
      ['note', 'gift', 'photo', 'coin', K.clRecur, '考查名词辨析及词汇复现。根据下文“It said...”以及后文多次出现的my mother\'s note可知，妈妈留了一张纸条。'],
      ['simple', 'strange', 'serious', 'difficult', K.clLogic, '考查形容词辨析。“今天和一个人打招呼”这件事看起来太简单了，似乎起不了什么作用。simple符合语境。'],
      ['paired', 'compared', 'replaced', 'mixed', K.clWord, '考查动词辨析。be paired with sb意为“与某人结成一组”，化学课上做实验时作者与罗莎分在一组。'],
      ['mentioned', 'complained', 'promised', 'doubted', K.clWord, '考查动词辨析。罗莎微笑着提到她也是新来的。mention“提到”符合语境；complain“抱怨”与smiled矛盾。'],
      ['wrong', 'well', 'quickly', 'smoothly', K.clLogic, '考查副词/形容词辨析。根据下文“液体变成了棕色而不是蓝色”可知实验出了问题。go wrong“出错”。'],
      ['followed', 'ignored', 'questioned', 'forgot', K.clLogic, '考查动词辨析。根据下文作者又认识了杰克可知，作者照着妈妈的话做了。follow the instruction“遵照指示”。'],
      ['crazy', 'worried', 'careful', 'doubtful', K.clPhrase, '考查固定搭配。be crazy about sth意为“对……着迷”，杰克痴迷于机器人。'],
      ['making', 'changing', 'cancelling', 'checking', K.clPhrase, '考查固定搭配。make plans for“为……制订计划”，三人一起为科技节制订计划。'],
      ['started', 'stopped', 'avoided', 'finished', K.clLogic, '考查动词辨析。作者问妈妈当初为什么开始写这些纸条，下文妈妈讲述了写纸条的缘由。'],
      ['frightening', 'boring', 'rare', 'unnecessary', K.clLogic, '考查形容词辨析。根据but they are made of small steps可知，前后为转折关系：大的变化令人害怕，但它们由一小步一小步组成。'],
      ['nervous', 'proud', 'pleased', 'sleepy', K.clRecur, '考查形容词辨析。弟弟刚转到新学校，和当初的作者一样紧张不安。nervous符合语境。'],
      ['slipped', 'threw', 'copied', 'returned', K.clWord, '考查动词辨析。slip sth into...意为“把……悄悄放进……”，作者把纸条悄悄放进弟弟的午餐盒。'],
      ['about', 'with', 'to', 'for', K.clPhrase, '考查介词。talk about sb/sth“谈论某人/某事”，弟弟回家时谈论着一个叫利奥的男孩。'],
      ['shared', 'forgotten', 'tested', 'avoided', K.clEmotion, '考查动词辨析。妈妈从外公那里学到的方法又由作者传给弟弟，可见有些道理注定要分享、传承下去。shared符合文章主旨。'],
    ],
  },
  {
    topic: '楼后的社区菜园',
    difficulty: 3,
    grade: 1,
    text: `
Three years ago, the empty land behind our apartment building was full of rubbish. People [[1]] it every day on their way to the bus stop, but nobody seemed to care.

Then Mrs Chen, a retired nurse on the fourth floor, decided to do something. One Saturday morning she went down with gloves and a few rubbish bags and started [[2]] up bottles and plastic. Some neighbours watched from their windows, [[3]] what she was doing. By the afternoon, two teenagers had [[4]] her. The following weekend there were ten volunteers. Together they [[5]] the land, dug the soil and planted tomatoes, beans and sunflowers.

Not everyone was [[6]]. Some residents complained that the garden would attract insects, and the building manager said the land might be [[7]] for a car park in the future. Mrs Chen listened [[8]] and invited them to visit.

When summer came, the [[9]] changed their minds. Baskets of fresh vegetables appeared in the entrance hall with a sign: "Free, please take what you need." Children who had never seen a tomato grow learned to water plants and [[10]] the difference between helpful insects and harmful ones. Elderly residents, many of whom lived alone, began to [[11]] on the benches by the garden every evening to chat.

Last spring, the building manager officially [[12]] the residents' committee to use the land for free, on condition that the garden stays open to everyone. Mrs Chen, now 72, still [[13]] the garden every morning. When people [[14]] her for starting it, she shakes her head. "I only picked up the first bottle," she says. "The garden was [[15]] by all of us."`,
    blanks: [
      ['passed', 'cleaned', 'bought', 'visited', K.clLogic, '考查动词辨析。人们每天去车站时都从这片空地旁经过，却没人在意。pass“经过”。'],
      ['picking', 'giving', 'putting', 'setting', K.clPhrase, '考查动词短语。pick up“捡起”，陈阿姨开始捡拾瓶子和塑料。下文“I only picked up the first bottle”也是提示。'],
      ['wondering', 'explaining', 'deciding', 'ignoring', K.clWord, '考查动词辨析。邻居们从窗口看着，想知道她在做什么。wonder“想知道”。'],
      ['joined', 'warned', 'followed', 'thanked', K.clLogic, '考查动词辨析。根据下文“第二个周末有了十名志愿者”可知，当天下午已有两名青少年加入了她。'],
      ['cleared', 'sold', 'measured', 'divided', K.clLogic, '考查动词辨析。种菜之前要先清理场地。clear the land“清理土地”。'],
      ['supportive', 'confident', 'patient', 'curious', K.clLogic, '考查形容词辨析。根据下文有居民抱怨、物业经理也持保留态度可知，并不是所有人都支持。'],
      ['used', 'saved', 'rented', 'protected', K.clCommon, '考查动词辨析。物业经理说这块地将来可能被用来建停车场。be used for“被用于”。'],
      ['patiently', 'angrily', 'nervously', 'proudly', K.clEmotion, '考查副词辨析。陈阿姨耐心地听取意见并邀请他们来参观，体现了她的耐心与包容。'],
      ['harvest', 'weather', 'manager', 'rubbish', K.clLogic, '考查名词辨析。夏天来了，丰收的蔬菜改变了大家的想法，下文“Baskets of fresh vegetables”是提示。'],
      ['tell', 'make', 'take', 'give', K.clPhrase, '考查固定搭配。tell the difference between A and B“区分A和B”。'],
      ['gather', 'argue', 'sleep', 'work', K.clCommon, '考查动词辨析。独居老人们每晚聚在菜园旁的长椅上聊天。gather“聚集”。'],
      ['allowed', 'forced', 'advised', 'reminded', K.clLogic, '考查动词辨析。物业经理正式允许居委会免费使用这块地。allow sb to do sth“允许某人做某事”。'],
      ['visits', 'avoids', 'designs', 'sells', K.clLogic, '考查动词辨析。72岁的陈阿姨仍然每天早上去菜园。visit符合语境。'],
      ['thank', 'blame', 'pay', 'forgive', K.clWord, '考查动词辨析。thank sb for doing sth“因……感谢某人”，人们感谢她创建了菜园，她却摇头推辞。'],
      ['built', 'damaged', 'found', 'owned', K.clEmotion, '考查动词辨析。陈阿姨谦虚地说菜园是大家共同建成的。built符合语境。'],
    ],
  },
  {
    topic: '我的第一期播客',
    difficulty: 3,
    grade: 2,
    text: `
I have always been [[1]]. In class discussions I would prepare what to say and then keep [[2]], watching others share ideas I had also had.

So when our history teacher asked us to [[3]] a project about our town's past, I chose the option I thought I could hide behind: a podcast. At least nobody would [[4]] my face. The idea was that I would [[5]] elderly residents and record their memories.

My first guest was Mr Zhou, who had run a tea house near the old bridge for forty years. I had written twenty questions, but my voice [[6]] as I read the first one. Mr Zhou did not seem to notice. He poured me a cup of tea and began to describe the river in the 1980s, when it was so [[7]] that children swam in it every summer. Soon I forgot my list. I was asking questions I had never [[8]], because I really wanted to know the answers.

Back home, I listened to the recording and was [[9]] to hear my own voice, relaxed and curious. Editing [[10]] a whole weekend, but the [[11]] was worth it. When our teacher played the podcast in class, the room was completely [[12]]. Afterwards, several classmates asked if they could [[13]] me on the next episode.

We have now made eleven episodes. The local library [[14]] them on its website, and Mr Zhou's grandson wrote to say his family had never heard some of the stories before.

I am still not the first to speak in class. But I have learned that being quiet is not the same as having nothing to say. Sometimes you just need to find your own [[15]].`,
    blanks: [
      ['shy', 'lucky', 'brave', 'busy', K.clLogic, '考查形容词辨析。根据下文课堂讨论时准备好了却一言不发、选择可以“躲在后面”的播客可知，作者一直很害羞。'],
      ['silent', 'calm', 'awake', 'still', K.clWord, '考查形容词辨析。keep silent“保持沉默”，作者准备好了发言却不开口，看着别人说出自己也想到的观点。'],
      ['complete', 'cancel', 'judge', 'explain', K.clLogic, '考查动词辨析。历史老师让学生完成一个关于家乡历史的项目。complete a project“完成项目”。'],
      ['see', 'touch', 'draw', 'wash', K.clCommon, '考查动词辨析。做播客至少没人能看到作者的脸，这正是害羞的作者选择它的原因。'],
      ['interview', 'follow', 'invite', 'examine', K.clRecur, '考查动词辨析。作者要采访老居民并录下他们的回忆，下文的guest、questions都是提示。'],
      ['shook', 'grew', 'rang', 'spread', K.clEmotion, '考查动词辨析。作者紧张，读第一个问题时声音发抖。shake“颤抖”。'],
      ['clean', 'deep', 'wide', 'cold', K.clLogic, '考查形容词辨析。河水很干净，孩子们每年夏天都在河里游泳。so...that...结构表因果。'],
      ['planned', 'heard', 'answered', 'avoided', K.clLogic, '考查动词辨析。作者忘了事先写好的问题清单，问出了原本没有计划的问题。'],
      ['surprised', 'sorry', 'afraid', 'unwilling', K.clEmotion, '考查形容词辨析。一向害羞的作者听到录音里自己放松而好奇的声音，感到很惊讶。'],
      ['took', 'spent', 'paid', 'saved', K.clWord, '考查动词辨析。sth takes + 时间“某事花费时间”，剪辑花了整整一个周末。spend的主语通常是人。'],
      ['effort', 'cost', 'risk', 'idea', K.clLogic, '考查名词辨析。付出的努力是值得的。the effort was worth it。'],
      ['quiet', 'empty', 'dark', 'crowded', K.clLogic, '考查形容词辨析。播放播客时全班同学都在认真听，教室里鸦雀无声。'],
      ['join', 'replace', 'beat', 'judge', K.clLogic, '考查动词辨析。同学们问能否在下一期节目中加入作者。下文“We have now made eleven episodes”中的we也是提示。'],
      ['shares', 'hides', 'reviews', 'sells', K.clCommon, '考查动词辨析。当地图书馆在网站上分享这些节目，周先生的孙子因此听到了这些故事。'],
      ['voice', 'friend', 'seat', 'answer', K.clRecur, '考查名词辨析及主旨升华。文中多次提到作者的声音（my voice shook, my own voice），结尾点题：有时你只需要找到属于自己的表达方式（声音）。'],
    ],
  },
  {
    topic: '车站里的陌生人',
    difficulty: 3,
    grade: 2,
    text: `
It was nearly midnight when I [[1]] that my wallet was gone. I was nineteen, standing in a train station in a city I didn't know, with a [[2]] phone and no money for the last train home. I checked every pocket three times. Then I sat down on a bench and tried not to [[3]].

A middle-aged woman with a large suitcase sat down beside me. She must have seen the [[4]] on my face, because she asked if I was all right. I explained what had happened, expecting her to say something [[5]] and walk away. Instead, she went to the ticket machine and came back with a ticket. "Your train [[6]] in ten minutes," she said.

I asked for her address so that I could [[7]] her back. She shook her head. "Someone did the same for me once," she said. "Just [[8]] it on when you get the chance."

I [[9]] the train just as the doors were closing. For the whole journey I thought about her [[10]]: no name, no address, just a request.

It took me two years to get my [[11]]. One rainy evening, at the same station, I noticed an elderly man [[12]] at the ticket machine, his hands shaking as he counted coins. He was two yuan short. I [[13]] the rest without a second thought. When he tried to thank me, I heard myself say, "Someone did the same for me once. [[14]] it on."

Somewhere, I like to think, the woman with the suitcase would be [[15]].`,
    blanks: [
      ['realised', 'doubted', 'admitted', 'imagined', K.clWord, '考查动词辨析。快到午夜时作者才意识到钱包不见了。realise“意识到”。'],
      ['dead', 'spare', 'free', 'smart', K.clCommon, '考查形容词辨析。dead phone指“没电的手机”，作者无法求助，处境窘迫。'],
      ['cry', 'shout', 'sleep', 'laugh', K.clEmotion, '考查动词辨析。身处陌生城市、身无分文，作者坐在长椅上努力不让自己哭出来。'],
      ['panic', 'smile', 'paint', 'scar', K.clEmotion, '考查名词辨析。那位女士一定是看到了作者脸上的惊慌，所以才问他是否还好。'],
      ['polite', 'rude', 'funny', 'wise', K.clLogic, '考查形容词辨析。作者以为她会说几句客气话就走开，下文Instead表示转折，她却帮作者买了票。'],
      ['leaves', 'lands', 'waits', 'finishes', K.clCommon, '考查动词辨析。火车十分钟后出发。表示按时刻表发生的动作用一般现在时。'],
      ['pay', 'call', 'bring', 'take', K.clPhrase, '考查动词短语。pay sb back“还钱给某人”，作者想要地址以便还钱。'],
      ['pass', 'put', 'try', 'hold', K.clPhrase, '考查动词短语。pass it on“把它传递下去”，女士希望作者把这份善意传递下去。'],
      ['caught', 'missed', 'stopped', 'left', K.clLogic, '考查动词辨析。作者在车门关闭的一刹那赶上了火车。catch the train“赶上火车”。'],
      ['words', 'plan', 'ticket', 'luggage', K.clLogic, '考查名词辨析。一路上作者都在想她的话：没有姓名，没有地址，只有一个请求。'],
      ['chance', 'money', 'degree', 'reward', K.clRecur, '考查名词辨析及复现。呼应上文“when you get the chance”，作者两年后才等到传递善意的机会。'],
      ['struggling', 'waiting', 'laughing', 'working', K.clLogic, '考查动词辨析。老人在售票机前手抖着数硬币，显得很吃力。struggle“艰难地做”。'],
      ['paid', 'borrowed', 'owed', 'lent', K.clLogic, '考查动词辨析。老人差两元钱，作者毫不犹豫地付了剩下的钱。'],
      ['Pass', 'Put', 'Take', 'Bring', K.clRecur, '考查词汇复现。作者重复了那位女士当年的话“Pass it on”，善意由此传递下去。'],
      ['pleased', 'worried', 'surprised', 'disappointed', K.clEmotion, '考查形容词辨析。作者相信，那位女士如果知道善意被传递了下去，一定会感到欣慰。'],
    ],
  },
  {
    topic: '机器人比赛中的失败',
    difficulty: 4,
    grade: 3,
    text: `
Our school robotics team had spent four months building Rover, a machine designed to [[1]] blocks and stack them into towers. By the day of the regional competition, we were [[2]] we would win.

Our first round began well. Rover rolled smoothly across the field and lifted the first block. Then, halfway through the second, one of its wheels [[3]] off and rolled under the judges' table. The crowd laughed. We [[4]] in silence as Rover spun in circles until the time ran out.

In the team area afterwards, nobody spoke. Lily, our captain, was the first to [[5]] the silence. "Okay," she said. "We have forty minutes before the next round. What [[6]]?"

We took Rover apart. The problem turned out to be a single screw that had [[7]] loose because of the shaking. It was a [[8]] mistake, but it had cost us a whole round. We fixed it, checked every other screw and sent Rover back out. This time it [[9]] all its blocks in the time allowed.

We didn't win; we finished sixth out of twenty-two teams. But on the bus home, something [[10]] happened. Instead of feeling [[11]], we started planning. Lily made a [[12]] of everything that had gone wrong, and beside each item, we wrote what we had learned. By the time we reached school, the page was full.

Our coach, Mr Park, read it and smiled. "This," he said, "is [[13]] more than a trophy."

I used to think failure was the [[14]] of success. Now I see it as part of the process, as long as you are [[15]] enough to look closely at what went wrong.`,
    blanks: [
      ['pick up', 'give up', 'put off', 'set off', K.clPhrase, '考查动词短语辨析。机器人被设计用来拾起积木并把它们堆成塔。pick up“拾起”。'],
      ['sure', 'afraid', 'unaware', 'doubtful', K.clEmotion, '考查形容词辨析。经过四个月的准备，比赛当天队员们确信自己会赢，为下文的失败做铺垫。'],
      ['came', 'took', 'set', 'gave', K.clPhrase, '考查动词短语。come off“脱落”，一个轮子掉了下来滚到评委桌下。'],
      ['watched', 'cheered', 'argued', 'waited', K.clLogic, '考查动词辨析。队员们默默地看着机器人原地打转直到时间结束。'],
      ['break', 'keep', 'fill', 'hear', K.clPhrase, '考查固定搭配。break the silence“打破沉默”。'],
      ['happened', 'matters', 'remains', 'helps', K.clLogic, '考查动词辨析。队长问“发生了什么？”，下文大家拆开机器人查找原因。'],
      ['worked', 'kept', 'made', 'held', K.clPhrase, '考查固定搭配。work loose“（螺丝等）松动”。'],
      ['tiny', 'common', 'serious', 'strange', K.clLogic, '考查形容词辨析。根据but it had cost us a whole round可知，这只是个很小的失误，却让他们输掉了一整轮。'],
      ['stacked', 'dropped', 'lost', 'counted', K.clRecur, '考查动词辨析及复现。呼应第一段“stack them into towers”，这一次机器人在规定时间内堆好了所有积木。'],
      ['unexpected', 'terrible', 'familiar', 'boring', K.clLogic, '考查形容词辨析。下文他们没有沮丧而是开始规划，这是出乎意料的事。'],
      ['disappointed', 'excited', 'relaxed', 'confident', K.clEmotion, '考查形容词辨析。比赛没有获胜，本应感到失望，但他们却开始总结规划。'],
      ['list', 'copy', 'joke', 'speech', K.clCommon, '考查名词辨析。莉莉把出错的地方列成清单，并在每一项旁写下收获。'],
      ['worth', 'used', 'made', 'spent', K.clPhrase, '考查固定搭配。be worth more than...“比……更有价值”。'],
      ['opposite', 'secret', 'result', 'beginning', K.clLogic, '考查名词辨析。作者过去认为失败是成功的对立面，如今认为失败是过程的一部分。'],
      ['honest', 'lucky', 'clever', 'rich', K.clLogic, '考查形容词辨析。只要足够诚实地去仔细审视哪里出了问题，失败就成为成长的一部分。'],
    ],
  },
  {
    topic: '父亲的夜校',
    difficulty: 3,
    grade: 3,
    text: `
My father left school at fifteen to work on building sites. For thirty years he [[1]] houses for other families, leaving home before sunrise and coming back covered in dust. He rarely [[2]] about his work, and I rarely asked.

Last year, when I was preparing for my final exams, I noticed something [[3]]: my father had started staying up late too. One night I found him at the kitchen table with a children's English [[4]] and a pencil. He looked [[5]], as if I had caught him doing something wrong. Then he explained. His company had started working with a foreign firm, and the drawings and instructions were all in English. He could not [[6]] a single word. "I'm too old to go back to school," he said, "but I'm not too old to [[7]]." He had [[8]] up for evening classes at a community college, twice a week after work.

From then on, we became study [[9]]. We sat at the same table every night, he with his vocabulary cards, I with my practice papers. When he got stuck on [[10]], I helped him; when I wanted to give up on a maths problem, he would say, "Try once more. Walls aren't built in a day."

His progress was [[11]] but steady. At first he could only [[12]] simple signs on the building site. Within six months, he could follow the engineers' instructions without help, and his manager [[13]] him to team leader.

The night before my exams began, I was too [[14]] to sleep. My father knocked on my door and handed me a card. On it, in careful but [[15]] handwriting, he had written in English: "You taught me that it's never too [[16]] to learn. Good luck."

I passed my exams and went to university in another city. My father is still [[17]] his classes. Last month he sent me his first ever [[18]], written completely in English. There were a few spelling [[19]], but I didn't correct them. I saved it in a folder I call "Things That [[20]]".`,
    blanks: [
      ['built', 'designed', 'sold', 'rented', K.clCommon, '考查动词辨析。父亲在工地干活三十年，为别人建造房屋。'],
      ['talked', 'worried', 'joked', 'dreamed', K.clLogic, '考查动词辨析。父亲很少谈论工作，作者也很少问。talk about“谈论”。'],
      ['strange', 'funny', 'dangerous', 'normal', K.clLogic, '考查形容词辨析。父亲也开始熬夜，这让作者觉得奇怪。'],
      ['textbook', 'magazine', 'menu', 'map', K.clCommon, '考查名词辨析。父亲拿着一本儿童英语课本和一支铅笔学习英语。'],
      ['embarrassed', 'angry', 'tired', 'proud', K.clEmotion, '考查形容词辨析。根据as if I had caught him doing something wrong可知，父亲被撞见时显得很难为情。'],
      ['understand', 'spell', 'write', 'say', K.clLogic, '考查动词辨析。图纸和说明都是英文，父亲一个词也看不懂。'],
      ['learn', 'retire', 'travel', 'rest', K.clRecur, '考查动词辨析。“我太老了不能回学校，但还没老到学不了东西。”与后文“it\'s never too late to learn”呼应。'],
      ['signed', 'given', 'turned', 'made', K.clPhrase, '考查动词短语。sign up for“报名参加”。'],
      ['partners', 'leaders', 'rivals', 'teachers', K.clLogic, '考查名词辨析。父子俩每晚在同一张桌子前学习，成了学习伙伴。'],
      ['pronunciation', 'mathematics', 'building', 'cooking', K.clCommon, '考查名词辨析。父亲学英语遇到发音难题时作者帮他；下文作者数学遇到难题时父亲鼓励他。'],
      ['slow', 'fast', 'sudden', 'easy', K.clPhrase, '考查形容词辨析。slow but steady“缓慢但稳定”，but前后语义相对。'],
      ['read', 'draw', 'repair', 'paint', K.clLogic, '考查动词辨析。起初父亲只能看懂工地上简单的标志，后来能看懂工程师的说明。'],
      ['promoted', 'sent', 'returned', 'compared', K.clWord, '考查动词辨析。promote sb to...“把某人提升为……”，父亲被提拔为组长。'],
      ['nervous', 'bored', 'full', 'lazy', K.clEmotion, '考查形容词辨析。考试前一晚作者紧张得睡不着。too...to...“太……而不能……”。'],
      ['uneven', 'elegant', 'printed', 'quick', K.clLogic, '考查形容词辨析。careful but uneven“认真却歪歪扭扭的”，but表示转折，写出父亲初学英文书写的状态。'],
      ['late', 'early', 'hard', 'easy', K.clPhrase, '考查固定表达。It\'s never too late to learn.“活到老，学到老。”'],
      ['attending', 'teaching', 'missing', 'avoiding', K.clLogic, '考查动词辨析。父亲仍在坚持上夜校。attend classes“上课”。'],
      ['email', 'parcel', 'photo', 'gift', K.clLogic, '考查名词辨析。根据completely in English和下文spelling可知，父亲发来的是他的第一封英文电子邮件。'],
      ['mistakes', 'rules', 'tests', 'lessons', K.clCommon, '考查名词辨析。邮件中有一些拼写错误，但作者没有改正。'],
      ['Matter', 'Fail', 'Change', 'End', K.clEmotion, '考查动词辨析。作者把邮件存进名为“重要的事”的文件夹，表达对父亲的敬意与珍视。matter“重要”。'],
    ],
  },
  {
    topic: '坐错了公交车',
    difficulty: 4,
    grade: 2,
    text: `
During my exchange year in Germany, I made a mistake that turned into one of my best [[1]].

I was supposed to take Bus 14 to the city museum, but I was so [[2]] in a conversation on my phone that I jumped onto Bus 41. By the time I [[3]] my mistake, we had left the city far behind. Fields of yellow flowers [[4]] past the window.

I got off at the next stop, in a village with one church, a bakery and not a single [[5]] in sight. The next bus back was not [[6]] for three hours. My German was [[7]], but I went into the bakery to ask for help.

The baker, an elderly woman named Greta, listened [[8]] as I struggled to explain. Then she laughed, not unkindly, and called her grandson, who spoke some English. Instead of simply [[9]] me the timetable, they invited me to stay for coffee and apple cake. Greta's grandson, Paul, was my [[10]] and wanted to study in China one day. We talked for hours, [[11]] between English, German and a lot of hand gestures.

When the bus finally [[12]], I almost did not want to leave. Greta [[13]] a bag of bread rolls into my hands "for the journey". Paul and I have [[14]] in touch ever since. Last summer he [[15]] me in Chengdu, and I took him to eat hotpot. He still teases me about Bus 41.

Before that day, I had planned every [[16]] of my trip. Getting lost felt like a [[17]] at first. But it taught me that the most [[18]] experiences are often the ones we do not plan. Now, when I travel, I [[19]] leave one afternoon free, with no map and no plan. You never know which bus might [[20]] you somewhere wonderful.`,
    blanks: [
      ['memories', 'excuses', 'jobs', 'failures', K.clLogic, '考查名词辨析。一次错误变成了作者最美好的回忆之一，全文围绕这段经历展开。'],
      ['absorbed', 'tired', 'included', 'covered', K.clPhrase, '考查固定搭配。be absorbed in“专心于，沉浸于”，作者专注于手机上的对话而上错了车。'],
      ['noticed', 'corrected', 'repeated', 'explained', K.clLogic, '考查动词辨析。等作者注意到自己的错误时，车已经远离了城市。'],
      ['rushed', 'rose', 'fell', 'stood', K.clWord, '考查动词辨析。从行驶的车内向外看，一片片黄色花田从窗外飞驰而过。'],
      ['person', 'field', 'cloud', 'road', K.clLogic, '考查名词辨析。村子里只有一座教堂、一家面包店，一个人影都看不到，突出荒凉。'],
      ['due', 'late', 'full', 'ready', K.clWord, '考查形容词辨析。be due“预定到达的”，下一班回城的车三小时后才到。'],
      ['limited', 'perfect', 'fluent', 'improving', K.clLogic, '考查形容词辨析。根据but可知前后转折：德语水平有限，但作者还是进店求助。'],
      ['patiently', 'angrily', 'secretly', 'proudly', K.clEmotion, '考查副词辨析。作者费力地解释时，老奶奶耐心地听着。'],
      ['showing', 'selling', 'lending', 'reading', K.clLogic, '考查动词辨析。他们没有只给作者看时刻表，而是请他留下喝咖啡吃苹果蛋糕。'],
      ['age', 'teacher', 'neighbour', 'guide', K.clCommon, '考查名词辨析。be sb\'s age“与某人同龄”。'],
      ['switching', 'choosing', 'deciding', 'translating', K.clPhrase, '考查动词辨析。switch between...“在……之间切换”，他们在英语、德语和手势之间来回切换交流。'],
      ['arrived', 'broke', 'started', 'passed', K.clLogic, '考查动词辨析。等了三个小时，公交车终于来了。'],
      ['pressed', 'threw', 'dropped', 'sold', K.clEmotion, '考查动词辨析。press sth into sb\'s hands“把某物塞到某人手中”，体现老奶奶的热情。'],
      ['kept', 'got', 'lost', 'made', K.clPhrase, '考查固定搭配。keep in touch“保持联系”，与ever since连用表示一直保持联系。'],
      ['visited', 'phoned', 'missed', 'taught', K.clLogic, '考查动词辨析。去年夏天保罗来成都看望作者，作者带他吃火锅。'],
      ['detail', 'reason', 'ticket', 'souvenir', K.clWord, '考查名词辨析。在那之前，作者会计划旅行的每一个细节。'],
      ['disaster', 'reward', 'joke', 'dream', K.clEmotion, '考查名词辨析。起初迷路像一场灾难，but后文转折说明它带来了意外收获。'],
      ['valuable', 'dangerous', 'expensive', 'ordinary', K.clLogic, '考查形容词辨析。最宝贵的经历往往是那些没有计划的经历，与全文主旨一致。'],
      ['always', 'never', 'seldom', 'hardly', K.clLogic, '考查副词辨析。如今旅行时作者总是留出一个下午不做计划。'],
      ['take', 'follow', 'miss', 'pass', K.clWord, '考查动词辨析。take sb somewhere“把某人带到某地”，你永远不知道哪辆车会把你带到美妙的地方。'],
    ],
  },
  {
    topic: '教奶奶用智能手机',
    difficulty: 4,
    grade: 3,
    text: `
When my grandmother turned seventy-five, my uncle gave her a smartphone. It stayed in its box for months, [[1]] on the shelf next to her radio. "These things are for young people," she said [[2]] I offered to help.

Then one winter, my cousin moved to Canada for work, and Grandma [[3]] missed her. Phone calls were expensive, and letters took weeks. I [[4]] her that with the smartphone, she could see my cousin's face every day for free. That [[5]] her.

Our lessons began the next Sunday. I had expected it to be [[6]], but I had no idea how hard. Grandma pressed the screen too [[7]], or not long enough. She forgot her password three times in one afternoon. Words like "app" and "download" [[8]] nothing to her. I [[9]] my patience more than once.

Then I remembered how she had taught me to [[10]] when I was little, holding my hand and guiding the brush again and again without a word of complaint. I felt [[11]]. From then on, I slowed down. I wrote each step on a card in large characters, and we [[12]] every action until it became a habit.

Six weeks later, Grandma made her first video call [[13]]. When my cousin's face appeared on the screen, Grandma [[14]] her hand to her mouth and started to cry. Then she laughed and [[15]] my cousin to show her the snow outside her window.

Now Grandma is the most [[16]] member of our family chat group. She sends photos of her plants, voice messages in her local [[17]] and far too many cute emojis. Last week she [[18]] a neighbour how to pay for vegetables with her phone.

"You see," she told me [[19]], "I'm not too old for young people's things after all." I [[20]] and did not remind her of what she had once said.`,
    blanks: [
      ['untouched', 'broken', 'hidden', 'charged', K.clLogic, '考查形容词辨析。手机在盒子里放了几个月，原封未动地搁在收音机旁的架子上。'],
      ['whenever', 'unless', 'although', 'until', K.clWord, '考查连词辨析。每当作者提出帮忙时，奶奶总说这些东西是年轻人用的。whenever“每当”。'],
      ['terribly', 'hardly', 'rarely', 'secretly', K.clEmotion, '考查副词辨析。表姐去了加拿大，奶奶非常想念她。miss sb terribly“非常想念某人”。'],
      ['told', 'asked', 'wished', 'promised', K.clWord, '考查动词辨析。作者告诉奶奶用智能手机每天可以免费看到表姐。tell sb that...'],
      ['convinced', 'bored', 'frightened', 'annoyed', K.clLogic, '考查动词辨析。能每天免费视频见到孙女，这一点说服了奶奶，下文学习就开始了。'],
      ['difficult', 'easy', 'fun', 'quick', K.clRecur, '考查形容词辨析。作者预料到会很难，但没想到有多难。how hard与difficult呼应。'],
      ['hard', 'gently', 'often', 'rarely', K.clCommon, '考查副词辨析。老人按屏幕时要么太用力，要么按的时间不够长。'],
      ['meant', 'taught', 'cost', 'showed', K.clPhrase, '考查固定搭配。mean nothing to sb“对某人来说毫无意义”，“应用”“下载”这些词奶奶完全不懂。'],
      ['lost', 'kept', 'showed', 'found', K.clPhrase, '考查固定搭配。lose one\'s patience“失去耐心”。'],
      ['write', 'swim', 'cook', 'sing', K.clCommon, '考查动词辨析。根据guiding the brush可知，奶奶当年握着作者的手一遍遍教她写毛笔字。'],
      ['ashamed', 'proud', 'relieved', 'lucky', K.clEmotion, '考查形容词辨析。想到奶奶当年的耐心，作者为自己的不耐烦感到惭愧。'],
      ['practised', 'recorded', 'skipped', 'described', K.clLogic, '考查动词辨析。她们反复练习每一个操作，直到形成习惯。'],
      ['alone', 'twice', 'early', 'slowly', K.clLogic, '考查副词辨析。六周后，奶奶独立完成了第一次视频通话，体现学习成果。'],
      ['put', 'gave', 'shook', 'waved', K.clCommon, '考查动词辨析。put one\'s hand to one\'s mouth“用手捂住嘴”，表现奶奶激动的样子。'],
      ['asked', 'helped', 'forced', 'let', K.clWord, '考查动词辨析。奶奶笑着请表姐给她看窗外的雪。ask sb to do sth“请某人做某事”。'],
      ['active', 'careful', 'silent', 'recent', K.clLogic, '考查形容词辨析。根据下文奶奶发照片、语音、表情可知，她成了家庭群里最活跃的成员。'],
      ['dialect', 'market', 'newspaper', 'station', K.clCommon, '考查名词辨析。奶奶用家乡方言发语音消息。'],
      ['taught', 'ordered', 'forbade', 'begged', K.clLogic, '考查动词辨析。奶奶已经能教邻居用手机买菜，与前文作者教奶奶形成呼应。'],
      ['proudly', 'sadly', 'angrily', 'nervously', K.clEmotion, '考查副词辨析。奶奶自豪地说自己并没有老到用不了年轻人的东西。'],
      ['smiled', 'cried', 'argued', 'apologised', K.clEmotion, '考查动词辨析。作者会心一笑，并没有提起她当初说过的话。'],
    ],
  },
];

function clozeSlaves(key: string, blanks: readonly TBlank[]): TBankSubQuestion[] {
  const rng = rngFor(`cloze-options:${key}`);
  return blanks.map(([correct, d1, d2, d3, , why], i) => {
    const opts = shuffledOptions(rng, correct, [d1, d2, d3]);
    return { title: String(i + 1), options: opts, answer: answerOf(opts), analysis: why };
  });
}

export const ENGLISH_CLOZE: TBankQuestion[] = CLOZES.map((c, i) => {
  const key = `en-cloze-${pad3(i + 1)}`;
  const slaves = clozeSlaves(key, c.blanks);
  const count = (c.text.match(/\[\[\d+\]\]/g) ?? []).length;
  if (count !== c.blanks.length) throw new Error(`${key}: ${count} blanks in the text, ${c.blanks.length} authored`);
  return question({
    key,
    subjectId: 8,
    type: '完形填空',
    title: `<p>阅读下面短文，从短文后各题所给的四个选项（A、B、C和D）中，选出可以填入空白处的最佳选项。</p>${passageHtml(c.text)}`,
    slaves,
    analysis: `<p>【主题】${c.topic}。</p>${slaves.map((s, n) => `<p>${n + 1}. ${s.answer}\u3000${s.analysis}</p>`).join('')}`,
    difficulty: c.difficulty,
    knowledgePointIds: c.blanks.map((b) => b[4]),
    grade: c.grade,
  });
});
