const words = (text: string): string[] => text.split(/\s+/).filter(Boolean);
const lines = (text: string, sep = '\n'): string[] =>
  text
    .split(sep)
    .map((l) => l.trim())
    .filter(Boolean);

/** Name and place lists for the deterministic athlete generator (diverse, realistic; invented people only). */

export const FIRST_NAMES: readonly string[] = words(`
  Aaron Abdul Adrian Ahmad Aiden AJ Alejandro Alex Amari Andre Andrew Angel Anthony Antonio Armani
  Arturo Asher Austin Avery Bailey Beau Benjamin Blake Brady Brandon Brayden Brendan Brian Brock Bryce
  Bryson Caden Caleb Calvin Cameron Carlos Carson Carter Cedric Chance Chase Christian Christopher
  Cole Colin Connor Cooper Corey Cruz Curtis Dakota Dallas Damon Daniel Dante Darius DaQuan David
  Davion Dawson Deandre Demarcus Derek Derrick Deshawn Devin Devonte Diego Dillon Dominic Donovan Drew
  Dylan Eli Elijah Emmanuel Eric Ethan Evan Ezekiel Fernando Gabriel Garrett Gavin Grant Grayson
  Hassan Hayden Hector Hudson Hunter Ian Ibrahim Isaac Isaiah Ivan Jabari Jace Jackson Jacob Jadon
  Jahmir Jalen Jamal Jamarcus James Jaden Jason Javier Jaxon Jayden Jaylen Jermaine Jeremiah Jerome
  Jesus Joel Jonah Jordan Jose Joseph Joshua Josiah Juan Julian Justin Kaden Kai Kaleb Kareem Keegan
  Keenan Keith Kelvin Kendrick Kenneth Keon Kevin Khalil King Kobe Kyle Kyler Lamar Landon Langston
  Leonardo Levi Liam Logan Lorenzo Lucas Luis Luke Makai Malachi Malik Marcus Mario Mark Marquis Mason
  Mateo Matthew Maurice Max Micah Michael Miguel Miles Mohamed Nasir Nathan Nehemiah Nicholas Noah
  Nolan Omar Oscar Owen Parker Patrick Preston Quentin Quincy Rashad Raymond Reggie Ricardo Riley
  Roman Ryan Samuel Santiago Sean Sebastian Shane Silas Simon Solomon Spencer Stephen Sterling Tanner
  Terrell Theo Thomas Tobias Travis Trent Trevor Tristan Troy Tyler Tyree Tyrese Tyson Victor Vincent
  Wesley Will Wyatt Xavier Yusuf Zach Zaire Zion
`);

export const LAST_NAMES: readonly string[] = words(`
  Adams Adebayo Aguilar Akins Alexander Allen Alvarez Anderson Armstrong Bailey Baker Banks Barnes
  Bell Bennett Blackwell Bowman Boyd Bradley Brooks Brown Bryant Burke Burns Butler Caldwell Campbell
  Carter Castillo Chambers Chang Chavez Clark Coleman Collins Cook Cooper Cruz Cunningham Daniels
  Davis Dawson Diaz Dixon Douglas Dunn Edwards Ellis Evans Ezeh Faleolo Ferguson Fields Fisher Fleming
  Flores Ford Foster Fox Franklin Freeman Fuller Garcia Gardner Gibson Gomez Gonzalez Gordon Graham
  Grant Gray Green Griffin Guerrero Gutierrez Hall Hamilton Harper Harris Harrison Hawkins Hayes
  Henderson Henry Hernandez Hill Holmes Howard Hudson Hughes Hunt Jackson James Jefferson Jenkins
  Jimenez Johnson Jones Jordan Kamara Kelly Kennedy Kim King Knight Lawrence Lee Lewis Lockett Long
  Lopez Mahoney Mailata Marshall Martin Martinez Mason Matthews Mayfield McCoy McDonald Mendoza Miller
  Mitchell Moore Morales Morgan Morris Murphy Murray Myers Nguyen Nelson Nwosu Okafor Okonkwo Oliver
  Olson Ortiz Owens Palmer Parker Patel Patterson Payne Perez Perry Peters Peterson Phillips Pierce
  Porter Powell Price Ramirez Ramos Reed Reyes Reynolds Rice Richardson Riley Rivera Roberts Robinson
  Rodgers Rodriguez Rogers Ross Russell Ruiz Sanders Santos Scott Shaw Simmons Simpson Smith Snyder
  Spencer Stephens Stevens Stewart Stone Sullivan Taylor Thomas Thompson Torres Tran Tuiasosopo Turner
  Vasquez Wagner Walker Wallace Walton Ward Warren Washington Watkins Watson Webb Wells West Wheeler
  White Williams Willis Wilson Woods Wright Young Zimmerman
`);

/** Hometowns weighted toward recruiting hot-beds by repetition of states in the generator. */
export const HOMETOWNS: readonly [string, string][] = lines(
  `
  Houston, TX; Dallas, TX; Austin, TX; San Antonio, TX; Fort Worth, TX; Katy, TX; Plano, TX;
  Allen, TX; Euless, TX; Duncanville, TX; Tyler, TX; Beaumont, TX; Lubbock, TX; El Paso, TX;
  Miami, FL; Fort Lauderdale, FL; Tampa, FL; Orlando, FL; Jacksonville, FL; Tallahassee, FL;
  Bradenton, FL; Pensacola, FL; Gainesville, FL; Atlanta, GA; Buford, GA; Savannah, GA; Macon, GA;
  Valdosta, GA; Columbus, GA; Los Angeles, CA; Santa Ana, CA; San Diego, CA; Sacramento, CA;
  Oakland, CA; Fresno, CA; Bellflower, CA; Concord, CA; Mission Viejo, CA; Birmingham, AL; Mobile, AL;
  Montgomery, AL; Huntsville, AL; New Orleans, LA; Baton Rouge, LA; Shreveport, LA; Lafayette, LA;
  Jackson, MS; Hattiesburg, MS; Tupelo, MS; Columbus, OH; Cincinnati, OH; Cleveland, OH;
  Massillon, OH; Toledo, OH; Akron, OH; Dayton, OH; Pittsburgh, PA; Philadelphia, PA; Harrisburg, PA;
  Erie, PA; Detroit, MI; Grand Rapids, MI; Ann Arbor, MI; Flint, MI; Chicago, IL; Naperville, IL;
  Peoria, IL; Indianapolis, IN; Fort Wayne, IN; Nashville, TN; Memphis, TN; Knoxville, TN;
  Chattanooga, TN; Charlotte, NC; Raleigh, NC; Greensboro, NC; Durham, NC; Columbia, SC;
  Charleston, SC; Greenville, SC; Richmond, VA; Norfolk, VA; Virginia Beach, VA; Baltimore, MD;
  Silver Spring, MD; Washington, DC; Newark, NJ; Paterson, NJ; Camden, NJ; Brooklyn, NY; Bronx, NY;
  Rochester, NY; Buffalo, NY; Boston, MA; Worcester, MA; Hartford, CT; Providence, RI; Louisville, KY;
  Lexington, KY; St. Louis, MO; Kansas City, MO; Omaha, NE; Lincoln, NE; Des Moines, IA;
  Minneapolis, MN; Milwaukee, WI; Madison, WI; Oklahoma City, OK; Tulsa, OK; Little Rock, AR;
  Denver, CO; Colorado Springs, CO; Phoenix, AZ; Chandler, AZ; Tucson, AZ; Las Vegas, NV;
  Henderson, NV; Salt Lake City, UT; Provo, UT; Seattle, WA; Tacoma, WA; Spokane, WA; Portland, OR;
  Honolulu, HI; Kahuku, HI; Albuquerque, NM; Boise, ID; Cheyenne, WY; Charleston, WV; Wichita, KS;
  Sioux Falls, SD; Fargo, ND; Anchorage, AK;
`,
  ';',
).map((h) => h.split(', ') as [string, string]);

export const HIGH_SCHOOL_PATTERNS: readonly string[] = lines(`
  {city} High School
  {city} Central High School
  {city} North High School
  {city} South High School
  {city} East High School
  {city} West High School
  {city} Catholic High School
  {city} Christian Academy
  {city} Prep
  {saint} Catholic High School
  {saint} Academy
  {leader} High School
  {leader} Senior High School
  {nature} High School
  {nature} Academy
`);

export const SAINTS: readonly string[] = lines(`
  St. Thomas Aquinas
  St. John Bosco
  St. Frances
  St. Joseph
  St. Edward
  St. Ignatius
  St. Xavier
  St. Peter
  Bishop Gorman
  Cardinal Gibbons
  Archbishop Moeller
  Mater Dei
  Good Counsel
  Our Lady of Good Hope
  Bishop Sycamore Hills
`);

export const LEADERS: readonly string[] = lines(`
  Lincoln
  Washington
  Jefferson
  Roosevelt
  Kennedy
  Douglass
  Carver
  King
  Madison
  Franklin
  Jackson
  Hamilton
  Wilson
  Grant
  Tubman
  Parks
  Marshall
  Robinson
`);

export const NATURE: readonly string[] = lines(`
  Oak Ridge
  Cedar Creek
  Pine Valley
  Eagle Point
  Lakeview
  Riverside
  Hillcrest
  Summit
  Westlake
  Stone Mountain
  Heritage
  Liberty
  Mountain Brook
  Sandy Creek
  Valley View
  Grayson
  Northside
  Southlake
  Red Bank
  Bay Harbor
`);

export const GUARDIAN_FIRST_NAMES: readonly string[] = words(`
  Angela Maria Tasha Karen Lisa Monique Rosa Denise Michelle Sandra Robert Michael James Darnell
  Carlos Tony Greg Steve
`);
