// One phone passed round the table (test/support/pass-phone-suite.ts), against the room on the device (IndexedDB in Node).
import { localHarness } from '../support/local-harness'
import { passPhoneSuite } from '../support/pass-phone-suite'

passPhoneSuite(localHarness())
