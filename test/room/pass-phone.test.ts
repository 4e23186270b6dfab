// One phone passed round the table (test/support/pass-phone-suite.ts), against the Durable Object in workerd.
import { passPhoneSuite } from '../support/pass-phone-suite'
import { RoomClient, createRoom, fakeClock, readRecord, restart, setClock } from '../support/room-harness'

passPhoneSuite({ name: 'Durable Object', fakeClock, setClock, createRoom, open: (code) => RoomClient.open(code), readRecord, restart })
